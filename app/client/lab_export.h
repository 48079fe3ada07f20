#pragma once
// The balance lab's results as files: the per-card table as CSV (the columns and rows
// `parley-cli simulate --csv` writes, a row per policy and card), every run as JSON (with one
// partner, what `parley-cli simulate --json` writes for the policies; with several,
// {"format": "parley-balance-lab/1", "partners": [that, for each partner]}), and a chart as PNG.
// Each file is written whole or not at all (saveWhole, save_whole.h).
#include "lab_run.h"

#include <QByteArray>
#include <QImage>
#include <QString>

namespace parley::client {

QByteArray labCsv(const LabResult& result);
QByteArray labJson(const LabResult& result);

// A path, or a file URL as QML's dialogs give it.
QString labFilePath(const QString& fileOrUrl);
// Writes the picture as saveWhole does; on failure, why, else empty.
QString savePng(const QImage& image, const QString& path);

} // namespace parley::client
