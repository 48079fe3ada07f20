#include "scenario_session.h"

#include "file_names.h"
#include "game_controller.h"
#include "scenario_text.h"

#include <QUrl>

namespace parley::client {

ScenarioSession::ScenarioSession(QObject* parent)
    : QObject(parent), steps_(new ScenarioStepsModel(this)) {}

ScenarioSession::~ScenarioSession() = default;

void ScenarioSession::setGame(GameController* game) {
    if (game_ == game) return;
    if (game_) disconnect(game_, nullptr, this, nullptr);
    game_ = game;
    // Any action the session did not take itself is the tester playing on by hand.
    if (game_)
        connect(game_, &GameController::acted, this, [this] {
            if (!showing_ && run_) setPlayingOn(true);
        });
    emit gameChanged();
}

void ScenarioSession::setLocale(const QString& locale) {
    if (locale_ == locale) return;
    locale_ = locale;
    if (run_) rebuildRows();
    if (error_) emit errorChanged(); // worded on read, in the new language
    emit localeChanged();
}

int ScenarioSession::currentRow() const { return !run_ || run_->atEnd() ? -1 : run_->next() + 1; }

int ScenarioSession::failedRow() const {
    if (!run_) return -1;
    const auto& results = run_->results();
    for (std::size_t i = 0; i < results.size(); ++i)
        if (!results[i].passed) return int(i) + 1;
    return -1;
}

bool ScenarioSession::open(const QString& path) {
    // QML hands over URLs (the file dialog); people and the command line hand over paths.
    const QString file = path.startsWith(QLatin1String("file:")) ? QUrl(path).toLocalFile() : path;
    Diagnostics diags;
    auto sc = loadScenario(nativePath(file), diags);
    if (!sc) {
        QStringList lines;
        for (const auto& d : diags.items())
            if (d.severity == Diagnostic::Severity::Error) lines << QString::fromStdString(d.format());
        error_ = [lines, file] {
            return tr("The scenario could not be opened:\n%1")
                .arg(lines.isEmpty() ? tr("%1: the file could not be read").arg(file) : lines.join(QLatin1Char('\n')));
        };
        emit errorChanged();
        return false;
    }
    run_.reset();
    scenario_ = std::make_unique<Scenario>(std::move(*sc));
    run_ = std::make_unique<ScenarioRun>(*scenario_);
    after_.clear();
    name_ = QString::fromStdString(scenario_->name);
    description_ = QString::fromStdString(scenario_->description);
    path_ = file;
    if (error_) {
        error_ = {};
        emit errorChanged();
    }
    rebuildRows();
    emit loadedChanged();
    emit progressed();
    setPlayingOn(false);
    show();
    return true;
}

void ScenarioSession::close() {
    if (error_) {
        error_ = {};
        emit errorChanged();
    }
    if (!run_) return;
    run_.reset();
    scenario_.reset();
    after_.clear();
    name_.clear();
    description_.clear();
    path_.clear();
    steps_->reset({});
    setPlayingOn(false);
    emit loadedChanged();
    emit progressed();
}

bool ScenarioSession::stepOnce() {
    const StepResult r = run_->step();
    after_.push_back(run_->state());
    return r.passed;
}

bool ScenarioSession::step() {
    if (!run_ || run_->atEnd()) return false;
    const bool ok = stepOnce();
    refreshRows();
    show();
    return ok;
}

bool ScenarioSession::runTo(int row) {
    if (!run_) return false;
    const int target = std::clamp(row, 0, run_->stepCount());
    while (run_->next() > target) {
        run_->back();
        after_.pop_back();
    }
    bool ok = true;
    while (run_->next() < target && ok) ok = stepOnce();
    refreshRows();
    show();
    return ok && run_->next() == target;
}

bool ScenarioSession::runToEnd() { return run_ && runTo(run_->stepCount()); }

bool ScenarioSession::back() {
    if (!run_ || !run_->back()) return false;
    after_.pop_back();
    refreshRows();
    show();
    return true;
}

void ScenarioSession::backToScript() {
    if (!run_) return;
    show();
}

bool ScenarioSession::playAgain() {
    // The session's states start from a set-up; a conversation with a start began elsewhere.
    if (!run_ || !game_ || game_->hasStart() || game_->scenarioName() != name_) return false;
    return runTo(0);
}

void ScenarioSession::setPlayingOn(bool on) {
    if (playingOn_ == on) return;
    playingOn_ = on;
    emit playingOnChanged();
}

void ScenarioSession::show() {
    if (game_ && run_) {
        showing_ = true;
        game_->showState(run_->state(), name_, run_->events());
        showing_ = false;
    }
    setPlayingOn(false);
}

ScenarioStepsModel::Row ScenarioSession::rowFor(int row) const {
    using Row = ScenarioStepsModel::Row;
    using Kind = ScenarioStepsModel::Kind;
    using Status = ScenarioStepsModel::Status;
    const Scenario& sc = *scenario_;
    Row r;
    if (row == 0) {
        r.kind = Kind::Setup;
        r.text = ScenarioText::setup(sc.initial, locale_).join(QLatin1Char('\n'));
        r.status = run_->next() == 0 ? Status::Current : Status::Passed;
        return r;
    }
    const int index = row - 1;
    const bool final = run_->isFinalExpect(index);
    const ScenarioStep* st = final ? nullptr : &sc.steps[std::size_t(index)];
    r.kind = final ? Kind::FinalCheck : st->kind == ScenarioStep::Kind::Expect ? Kind::Check : Kind::Action;
    r.text = final ? tr("Final checks") : ScenarioText::step(sc.initial.content(), *st, locale_);
    const auto& results = run_->results();
    if (index < int(results.size())) {
        const StepResult& res = results[std::size_t(index)];
        const State& at = after_[std::size_t(index)];
        r.status = res.passed ? Status::Passed : Status::Failed;
        if (st) r.detail = ScenarioText::actionDetail(*st, res);
        const auto* expect = ScenarioText::expectOf(sc, index);
        for (const CheckResult& cr : res.checks) {
            const CheckLine l = ScenarioText::check(at, expect ? *expect : nlohmann::ordered_json(), cr, locale_);
            r.checks.append(QVariantMap{
                {"text", l.text}, {"expected", l.expected}, {"found", l.found}, {"passed", l.passed}, {"ran", true}});
        }
    } else {
        r.status = index == run_->next() ? Status::Current : Status::NotRun;
        // Not run yet: the checks it will make, expected values only.
        if (const auto* expect = ScenarioText::expectOf(sc, index); expect && expect->is_object()) {
            for (const CheckResult& cr : checkExpectKeys(sc.initial, {}, *expect)) {
                const CheckLine l = ScenarioText::check(sc.initial, *expect, cr, locale_);
                r.checks.append(QVariantMap{{"text", l.text}, {"expected", l.expected}, {"found", QString()}, {"passed", false}, {"ran", false}});
            }
        }
    }
    return r;
}

void ScenarioSession::rebuildRows() {
    QVector<ScenarioStepsModel::Row> rows;
    for (int row = 0; row <= run_->stepCount(); ++row) rows.append(rowFor(row));
    steps_->reset(std::move(rows));
}

void ScenarioSession::refreshRows() {
    for (int row = 0; row < steps_->rowCount(); ++row) steps_->update(row, rowFor(row));
    emit progressed();
}

} // namespace parley::client
