#include "language.h"

#include <QCoreApplication>
#include <QLibraryInfo>
#include <QLocale>
#include <QTranslator>

#include <memory>
#include <vector>

namespace reversi::app {

bool installLanguage(const QString& code) {
    // The app's catalogue and Qt's own (the dialogs' OK, Cancel, Close ...).
    static std::vector<std::unique_ptr<QTranslator>> installed;
    for (const auto& translator : installed) QCoreApplication::removeTranslator(translator.get());
    installed.clear();
    if (code == QLatin1String("en")) return true;
    const QLocale locale = code.isEmpty() ? QLocale() : QLocale(code);
    // qt_add_translations embeds reversi_<locale>.qm under :/i18n.
    auto app = std::make_unique<QTranslator>();
    if (!app->load(locale, QStringLiteral("reversi"), QStringLiteral("_"), QStringLiteral(":/i18n")))
        return code.isEmpty();  // English is a fine answer for a system without a translation
    auto qt = std::make_unique<QTranslator>();
    if (qt->load(locale, QStringLiteral("qt"), QStringLiteral("_"), QLibraryInfo::path(QLibraryInfo::TranslationsPath))) {
        QCoreApplication::installTranslator(qt.get());
        installed.push_back(std::move(qt));
    } else {
        qWarning("Reversi: Qt's own %s translation is not installed; its buttons stay in English",
                 qPrintable(locale.name()));
    }
    QCoreApplication::installTranslator(app.get());
    installed.push_back(std::move(app));
    return true;
}

}  // namespace reversi::app
