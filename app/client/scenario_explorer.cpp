#include "scenario_explorer.h"

#include "scenario_text.h"

#include "content/pack_files.h"
#include "sim/scenario_stepper.h"

#include <QDir>
#include <QDirIterator>
#include <QFileInfo>
#include <QUrl>
#include <QtConcurrent/QtConcurrentRun>

namespace parley::client {

namespace {
QString qs(const std::string& s) { return QString::fromStdString(s); }

ScenarioFileResult runFile(const std::filesystem::path& file, const QDir& root, const QString& locale) {
    ScenarioFileResult out;
    out.file = QFileInfo(qs(file.string())).absoluteFilePath();
    out.relative = root.relativeFilePath(out.file);
    out.name = QFileInfo(out.file).fileName();
    Diagnostics diags;
    const auto sc = loadScenario(file, diags);
    if (!sc) {
        // The first error, as `parley-cli scenario --json` reports an invalid file.
        for (const auto& d : diags.items())
            if (d.severity == Diagnostic::Severity::Error && out.message.isEmpty()) out.message = qs(d.format());
        if (out.message.isEmpty()) out.message = ScenarioText::tr("%1: not a valid scenario").arg(out.file);
        return out;
    }
    const ScenarioResult r = runScenario(*sc);
    out.name = qs(r.name);
    out.outcome = r.passed ? ScenarioFileResult::Outcome::Passed : ScenarioFileResult::Outcome::Failed;
    if (!r.passed) {
        out.step = r.failedStep;
        out.message = qs(r.message);
        // The same run step by step, for the failing step's checks in the player's words.
        ScenarioRun run(*sc);
        run.runTo(r.failedStep);
        const int index = r.failedStep - 1;
        if (index >= 0 && index < int(run.results().size()))
            out.summary = ScenarioText::failure(*sc, index, run.state(), run.results()[std::size_t(index)], locale);
        if (out.summary.isEmpty()) out.summary = ScenarioText::tr("Step %1 failed.").arg(r.failedStep);
    }
    return out;
}
} // namespace

QVector<ScenarioFileResult> runScenarioFolder(const QString& folder, const QString& locale) {
    QVector<ScenarioFileResult> out;
    const QDir root(folder);
    Diagnostics walk;
    const auto files = jsonFilesAt(folder.toStdString(), walk);
    // A folder that could not be read is a failure too: a run never passes having skipped some.
    for (const auto& d : walk.items()) {
        if (d.severity != Diagnostic::Severity::Error) continue;
        ScenarioFileResult r;
        r.file = qs(d.file);
        r.relative = root.relativeFilePath(r.file);
        r.name = QFileInfo(r.file).fileName();
        r.message = qs(d.format());
        out.append(r);
    }
    for (const auto& file : files) out.append(runFile(file, root, locale));
    return out;
}

ScenarioExplorer::ScenarioExplorer(QObject* parent) : QObject(parent), results_(new ScenarioResultsModel(this)) {
    debounce_.setSingleShot(true);
    debounce_.setInterval(300);
    connect(&debounce_, &QTimer::timeout, this, &ScenarioExplorer::rerun);
    // Editors that save by writing a new file and renaming it over the old one drop the watch on
    // the file, so every change re-reads the folder and watches again after the run.
    connect(&watcher_, &QFileSystemWatcher::fileChanged, &debounce_, qOverload<>(&QTimer::start));
    connect(&watcher_, &QFileSystemWatcher::directoryChanged, &debounce_, qOverload<>(&QTimer::start));
    connect(&future_, &QFutureWatcher<QVector<ScenarioFileResult>>::finished, this, &ScenarioExplorer::done);
}

ScenarioExplorer::~ScenarioExplorer() { future_.waitForFinished(); }

void ScenarioExplorer::setLocale(const QString& locale) {
    if (locale_ == locale) return;
    locale_ = locale;
    emit localeChanged();
    if (!folder_.isEmpty()) rerun(); // the summaries are in words
}

bool ScenarioExplorer::open(const QString& folder) {
    const QString dir = folder.startsWith(QLatin1String("file:")) ? QUrl(folder).toLocalFile() : folder;
    if (!QFileInfo(dir).isDir()) return false;
    folder_ = QFileInfo(dir).absoluteFilePath();
    emit folderChanged();
    if (!watcher_.files().isEmpty()) watcher_.removePaths(watcher_.files());
    if (!watcher_.directories().isEmpty()) watcher_.removePaths(watcher_.directories());
    runs_ = 0;
    results_->set({});
    rerun();
    return true;
}

void ScenarioExplorer::close() {
    debounce_.stop();
    if (!watcher_.files().isEmpty()) watcher_.removePaths(watcher_.files());
    if (!watcher_.directories().isEmpty()) watcher_.removePaths(watcher_.directories());
    folder_.clear();
    again_ = false;
    results_->set({});
    emit folderChanged();
}

void ScenarioExplorer::rerun() {
    if (folder_.isEmpty()) return;
    if (running_) {
        again_ = true;
        return;
    }
    start();
}

void ScenarioExplorer::start() {
    running_ = true;
    again_ = false;
    emit runningChanged();
    future_.setFuture(QtConcurrent::run(runScenarioFolder, folder_, locale_));
}

void ScenarioExplorer::done() {
    const auto results = future_.result();
    running_ = false;
    if (folder_.isEmpty()) { // closed during the run
        emit runningChanged();
        return;
    }
    passed_ = failed_ = invalid_ = 0;
    for (const auto& r : results)
        (r.outcome == ScenarioFileResult::Outcome::Passed   ? passed_
         : r.outcome == ScenarioFileResult::Outcome::Failed ? failed_
                                                            : invalid_)++;
    results_->set(results);
    watch(results);
    ++runs_;
    emit runningChanged();
    emit finished();
    if (again_) start();
}

void ScenarioExplorer::watch(const QVector<ScenarioFileResult>& results) {
    QStringList paths{folder_};
    QDirIterator dirs(folder_, QDir::Dirs | QDir::NoDotAndDotDot, QDirIterator::Subdirectories);
    while (dirs.hasNext()) paths << dirs.next();
    for (const auto& r : results)
        if (QFileInfo(r.file).isFile()) paths << r.file;
    const QStringList watched = watcher_.files() + watcher_.directories();
    QStringList missing;
    for (const QString& p : paths)
        if (!watched.contains(p)) missing << p;
    if (!missing.isEmpty()) watcher_.addPaths(missing);
}

} // namespace parley::client
