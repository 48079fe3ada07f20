#pragma once
#include <QStringList>

namespace parley::cli {

int runValidate(const QStringList& args);
int runScenario(const QStringList& args);
int runSimulate(const QStringList& args);
int runMigrate(const QStringList& args);
int runPlay(const QStringList& args);
int runBench(const QStringList& args);
int runSoak(const QStringList& args);
int runReplay(const QStringList& args);
int runMerge(const QStringList& args);

} // namespace parley::cli
