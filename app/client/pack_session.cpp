#include "pack_session.h"

#include "file_names.h"
#include "game_controller.h"

#include "content/loader.h"
#include "content/pack_files.h"

#include <QDirIterator>
#include <QFileInfo>
#include <QUrl>

namespace parley::client {

namespace {

// A pack folder's subfolders are watched for new and removed files; past this many the pack is
// not a pack but some large folder given by mistake, and the rest is left unwatched.
constexpr int kMaxWatchedFolders = 512;

QString localPath(const QString& pathOrUrl) {
    const QString path = pathOrUrl.startsWith("file:") ? QUrl(pathOrUrl).toLocalFile() : pathOrUrl;
    return QFileInfo(path).absoluteFilePath();
}

double msSince(const QElapsedTimer& t) {
    return double(t.nsecsElapsed()) / 1e6;
}

} // namespace

PackSession::PackSession(QObject* parent)
    : QObject(parent), diagnostics_(new DiagnosticsModel(this)) {
    debounce_.setSingleShot(true);
    debounce_.setInterval(debounceMs);
    connect(&debounce_, &QTimer::timeout, this, &PackSession::reload);
    // Any event restarts the wait, so an editor's burst of writes (or a write, a rename and a
    // delete) is read once, whole.
    connect(&watcher_, &QFileSystemWatcher::fileChanged, &debounce_, qOverload<>(&QTimer::start));
    connect(&watcher_, &QFileSystemWatcher::directoryChanged, &debounce_,
            qOverload<>(&QTimer::start));
}

PackSession::~PackSession() = default;

void PackSession::setGame(GameController* game) {
    if (game == game_) return;
    game_ = game;
    if (game_ && content_) game_->setContent(content_);
    emit gameChanged();
}

QString PackSession::name() const {
    QStringList names;
    for (const QString& p : paths_)
        names << QFileInfo(p).fileName();
    return names.join(QStringLiteral(", "));
}

bool PackSession::open(const QStringList& paths) {
    QStringList clean;
    for (const QString& p : paths)
        if (!p.isEmpty()) clean << localPath(p);
    clean.removeDuplicates();
    debounce_.stop();
    paths_ = clean;
    content_.reset();
    report_ = {};
    emit pathsChanged();
    if (paths_.isEmpty()) {
        close();
        return true;
    }
    return load(Cause::Opened);
}

void PackSession::close() {
    debounce_.stop();
    const bool hadPaths = !paths_.isEmpty();
    paths_.clear();
    content_.reset();
    diagnostics_->clear();
    watch();
    if (game_) game_->setContent(builtinContent());
    setState(false, Problem::None);
    if (hadPaths) emit pathsChanged();
}

void PackSession::reload() {
    if (!paths_.isEmpty()) load(Cause::Changed);
}

bool PackSession::load(Cause cause) {
    QElapsedTimer timer;
    timer.start();
    Diagnostics diags;
    ContentLoader loader;
    loader.addBuiltin();
    std::vector<std::filesystem::path> given;
    for (const QString& p : paths_) given.emplace_back(nativePath(p));
    // The same pack twice would be each of its cards "defined twice": it is read once.
    for (const auto& p : distinctPackPaths(given, diags)) loader.addPath(p, diags);
    std::shared_ptr<const Content> content = loader.load(diags);
    lastLoadMs_ = msSince(timer);
    // Re-added after every load: an editor that saves by renaming a new file over the old one
    // leaves the watcher on a file that is gone, and new files may have appeared.
    watch();
    diagnostics_->set(diags, paths_);

    // A path that could not be read is reported by addPath and does not stop the load, which
    // would then be the built-in pack alone: that is a failure too.
    if (!content || diags.hasErrors()) {
        const QStringList missing = missingPaths();
        const Problem problem = !missing.isEmpty()                    ? Problem::Gone
                                : content_ || cause == Cause::Changed ? Problem::Broken
                                                                      : Problem::NeverLoaded;
        // Packs that never loaded must not leave another pack's partners on the start screen.
        if (!content_ && game_) game_->setContent(builtinContent());
        setState(true, problem,
                 missing.isEmpty() ? QString() : QFileInfo(missing.first()).fileName());
        emit failed();
        return false;
    }
    // A change that changed nothing (a folder event, an editor touching a file) is not a reload.
    const bool same = content_ && !broken_ && content->identity.hash == content_->identity.hash;
    content_ = content;
    setState(false, Problem::None);
    if (!same) apply(content, cause);
    return true;
}

void PackSession::apply(std::shared_ptr<const Content> content, Cause cause) {
    QElapsedTimer timer;
    timer.start();
    Wording report;
    if (game_) {
        if (cause == Cause::Changed && game_->phase() != GameController::Phase::Start)
            report = game_->reloadContent(content);
        else
            game_->setContent(content);
    }
    if (worded(report).isEmpty() && cause == Cause::Changed) report = [] { return tr("The pack was reloaded."); };
    lastRebuildMs_ = msSince(timer);
    emit contentLoaded(content);
    if (cause == Cause::Changed) {
        report_ = std::move(report);
        emit reloaded(this->report());
    }
}

void PackSession::watch() {
    const QStringList old = watcher_.files() + watcher_.directories();
    if (!old.isEmpty()) watcher_.removePaths(old);
    QStringList files, folders;
    for (const QString& root : paths_) {
        const QFileInfo info(root);
        if (info.isDir()) {
            folders << root;
            QDirIterator it(root, QDir::Dirs | QDir::NoDotAndDotDot, QDirIterator::Subdirectories);
            while (it.hasNext() && folders.size() < kMaxWatchedFolders)
                folders << it.next();
            Diagnostics ignored; // the load reports these
            for (const auto& f : jsonFilesAt(nativePath(root), ignored))
                files << QString::fromStdString(f.string());
        } else if (info.exists()) {
            files << root;
        }
        // The folder holding a one-file pack sees a file renamed over it, and the folder holding
        // a pack that is gone sees it come back. (A pack folder's own watch sees its files.)
        if (!info.isDir() && info.dir().exists()) folders << info.dir().absolutePath();
    }
    folders.removeDuplicates();
    files.removeDuplicates();
    if (!files.isEmpty()) watcher_.addPaths(files);
    if (!folders.isEmpty()) watcher_.addPaths(folders);
}

QStringList PackSession::watched() const {
    return watcher_.files() + watcher_.directories();
}

QStringList PackSession::missingPaths() const {
    QStringList out;
    for (const QString& p : paths_)
        if (!QFileInfo::exists(p)) out << p;
    return out;
}

void PackSession::setState(bool broken, Problem problem, const QString& subject) {
    // Announced every time: `playable` follows the content too.
    broken_ = broken;
    problem_ = problem;
    subject_ = subject;
    emit stateChanged();
}

void PackSession::setLocale(const QString& locale) {
    if (locale == locale_) return;
    locale_ = locale; // tr() reads the translators the language controller installed
    emit stateChanged();
}

QString PackSession::problem() const {
    switch (problem_) {
    case Problem::None:
        return {};
    case Problem::Gone:
        return tr("The pack \u201C%1\u201D is gone (deleted or moved). The game goes on with the "
                  "cards it has; put the pack back to load it again.")
            .arg(subject_);
    case Problem::Broken:
        return tr("The pack has problems (%1). The game goes on with the cards it has; save a fix "
                  "and it reloads.")
            .arg(diagnostics_->errorCount());
    case Problem::NeverLoaded:
        return tr("The pack could not be loaded (problems: %1). Fix them and it loads by itself.")
            .arg(diagnostics_->errorCount());
    }
    return {};
}

} // namespace parley::client
