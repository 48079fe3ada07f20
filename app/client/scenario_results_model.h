#pragma once
// The test explorer's results as a tree laid out flat: each folder (by its path inside the folder
// run), then its files, with a depth for the indent. One row per scenario file, as
// `parley-cli scenario` prints one line per file.
#include <QAbstractListModel>
#include <QtQml/qqmlregistration.h>

namespace parley::client {

// One scenario file's result, as the explorer's worker found it.
struct ScenarioFileResult {
    enum class Outcome { Passed, Failed, Invalid };
    QString file;     // absolute path
    QString relative; // inside the folder run, '/'-separated
    Outcome outcome = Outcome::Invalid;
    QString name;     // the scenario's name; the file name when invalid
    int step = 0;     // failed: the step, as the command line counts it
    QString message;  // failed: the command line's message; invalid: file:line:col and why
    QString summary;  // failed: why, in the player's language (see ScenarioText::failure)
};

class ScenarioResultsModel : public QAbstractListModel {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("Results belong to a ScenarioExplorer")
    Q_PROPERTY(int count READ rowCount NOTIFY countChanged)

public:
    enum class Outcome { Folder, Passed, Failed, Invalid };
    Q_ENUM(Outcome)
    enum Role {
        LabelRole = Qt::UserRole + 1, // a folder's path, or a scenario's name
        FileNameRole,                 // a file's name (empty for a folder)
        FileRole,                     // a file's absolute path
        DepthRole,
        OutcomeRole,
        StepRole,
        MessageRole,  // the command line's message (failed), or the load error (invalid)
        SummaryRole,  // what the view shows: why, in the player's language, or the load error
        FailuresRole, // a folder: how many of its files failed or are invalid
    };
    Q_ENUM(Role)

    explicit ScenarioResultsModel(QObject* parent = nullptr) : QAbstractListModel(parent) {}

    int rowCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role) const override;
    QHash<int, QByteArray> roleNames() const override;

    void set(const QVector<ScenarioFileResult>& results);
    // The result of file `file`, if it is listed (for tests).
    const ScenarioFileResult* find(const QString& file) const;
    int rowOfFile(const QString& file) const;

signals:
    void countChanged();

private:
    struct Row {
        bool folder = false;
        QString label;
        int depth = 0;
        int failures = 0;
        int result = -1; // index into results_
    };
    QVector<ScenarioFileResult> results_;
    QVector<Row> rows_;
};

} // namespace parley::client
