#pragma once
// The test explorer: every scenario of a folder (recursively, *.json) run in the background with
// the runner `parley-cli scenario` uses (loadScenario + runScenario), the results as a tree, and
// a new run whenever a file of the folder changes.
#include "scenario_results_model.h"

#include <QFileSystemWatcher>
#include <QFutureWatcher>
#include <QObject>
#include <QTimer>
#include <QtQml/qqmlregistration.h>

namespace parley::client {

// Runs every scenario file at `folder` as `parley-cli scenario FOLDER` does, in path order.
// `locale` is for the failure summaries. Safe to call from any thread.
QVector<ScenarioFileResult> runScenarioFolder(const QString& folder, const QString& locale);

// Named apart from the view (qml/ScenarioExplorer.qml), which has the plain name.
class ScenarioExplorer : public QObject {
    Q_OBJECT
    QML_NAMED_ELEMENT(ScenarioExplorerController)
    Q_PROPERTY(QString locale READ locale WRITE setLocale NOTIFY localeChanged)
    Q_PROPERTY(QString folder READ folder NOTIFY folderChanged)
    Q_PROPERTY(parley::client::ScenarioResultsModel* results READ results CONSTANT)
    Q_PROPERTY(bool running READ running NOTIFY runningChanged)
    Q_PROPERTY(int passed READ passed NOTIFY finished)
    Q_PROPERTY(int failed READ failed NOTIFY finished)
    Q_PROPERTY(int invalid READ invalid NOTIFY finished)
    // How many runs have finished since the folder was opened (a new run after every change).
    Q_PROPERTY(int runs READ runs NOTIFY finished)

public:
    explicit ScenarioExplorer(QObject* parent = nullptr);
    ~ScenarioExplorer() override;

    QString locale() const { return locale_; }
    void setLocale(const QString& locale);
    QString folder() const { return folder_; }
    ScenarioResultsModel* results() const { return results_; }
    bool running() const { return running_; }
    int passed() const { return passed_; }
    int failed() const { return failed_; }
    int invalid() const { return invalid_; }
    int runs() const { return runs_; }

    // Opens a folder (a path or a file URL) and runs it; false when it is not a folder.
    Q_INVOKABLE bool open(const QString& folder);
    // Runs the folder again (once the run in progress, if any, is over).
    Q_INVOKABLE void rerun();
    Q_INVOKABLE void close();
    // How long a burst of file changes is waited out before the new run (tests shorten it).
    void setDebounce(int ms) { debounce_.setInterval(ms); }

signals:
    void localeChanged();
    void folderChanged();
    void runningChanged();
    void finished();

private:
    void start();
    void done();
    void watch(const QVector<ScenarioFileResult>& results);

    QString locale_ = QStringLiteral("en");
    QString folder_;
    ScenarioResultsModel* results_;
    QFileSystemWatcher watcher_;
    QTimer debounce_;
    QFutureWatcher<QVector<ScenarioFileResult>> future_;
    bool running_ = false;
    bool again_ = false; // a change came in during the run
    int passed_ = 0, failed_ = 0, invalid_ = 0, runs_ = 0;
};

} // namespace parley::client
