// The places the file dialog offers besides "Up": the user's folders (home, documents,
// downloads, desktop) and the drives and removable volumes mounted, so that a file on
// another drive (D:\, a USB stick) can be reached.
#pragma once

#include <QVariantList>

namespace reversi::app {

// Each {name (as shown), url (a folder)}, the user's folders first; folders that do not
// exist are left out, and each folder is listed once.
QVariantList filePlaces();

}  // namespace reversi::app
