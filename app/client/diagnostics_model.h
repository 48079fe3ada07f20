#pragma once
// The problems the loader found in the open packs, one row each, for the error panel: where
// (the file, its path inside the pack, line, column and JSON pointer) and why. A row can open its
// file in the desktop's editor.
#include "content/diagnostics.h"

#include <QAbstractListModel>
#include <QStringList>
#include <QUrl>
#include <QtQml/qqmlregistration.h>

namespace parley::client {

class DiagnosticsModel : public QAbstractListModel {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("Diagnostics belong to a PackSession")
    Q_PROPERTY(int count READ rowCount NOTIFY countChanged)
    Q_PROPERTY(int errorCount READ errorCount NOTIFY countChanged)

public:
    enum Role {
        IsErrorRole =
            Qt::UserRole + 1, // false: a warning (the view words it, in the player's language)
        FileRole,             // as the loader named it (an absolute path for a pack on disk)
        DisplayPathRole,      // the file's path inside its pack (the pack's folder name first)
        LineRole,             // 1-based; 0 when unknown
        ColumnRole,
        PointerRole, // a JSON pointer into the file, or empty
        MessageRole,
        LocationRole, // "displayPath:line:col", or the display path alone when the line is unknown
    };
    Q_ENUM(Role)

    explicit DiagnosticsModel(QObject* parent = nullptr) : QAbstractListModel(parent) {}

    int rowCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role) const override;
    QHash<int, QByteArray> roleNames() const override;

    // Replaces the rows. `roots` are the open packs' paths (files or folders), to show each file
    // by its place in its pack rather than by an absolute path.
    void set(const Diagnostics& diags, const QStringList& roots);
    void clear();
    int errorCount() const;

    // Asks the desktop to open row `row`'s file in its editor (QDesktopServices, so tests can
    // catch the URL with QDesktopServices::setUrlHandler("file", ...)). False for a row without
    // a file on disk.
    Q_INVOKABLE bool openFile(int row);

signals:
    void countChanged();
    // The file URL openFile asked the desktop to open.
    void fileOpened(const QUrl& url);

private:
    struct Row {
        Diagnostic d;
        QString file, displayPath;
    };
    QVector<Row> rows_;
};

// `file` as a path inside the pack at one of `roots` (a folder's own name first, a file pack's
// file name alone); `file` itself when it is in none of them.
QString pathInPack(const QString& file, const QStringList& roots);

} // namespace parley::client
