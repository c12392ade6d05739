#include "language.h"

#include <QCoreApplication>
#include <QLocale>
#include <QTranslator>

namespace reversi::app {

bool installLanguage(const QString& code) {
    static QTranslator* installed = nullptr;
    if (installed) {
        QCoreApplication::removeTranslator(installed);
        delete installed;
        installed = nullptr;
    }
    if (code == QLatin1String("en")) return true;
    auto* translator = new QTranslator(QCoreApplication::instance());
    const QLocale locale = code.isEmpty() ? QLocale() : QLocale(code);
    // qt_add_translations embeds reversi_<locale>.qm under :/i18n.
    if (!translator->load(locale, QStringLiteral("reversi"), QStringLiteral("_"), QStringLiteral(":/i18n"))) {
        delete translator;
        return code.isEmpty();  // English is a fine answer for a system without a translation
    }
    QCoreApplication::installTranslator(translator);
    installed = translator;
    return true;
}

}  // namespace reversi::app
