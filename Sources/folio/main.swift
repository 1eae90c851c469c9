import CMimalloc
import FolioCLI

// Linking mimalloc makes it the process's malloc (it comes before glibc in the search order);
// asking its version keeps the linker from dropping a library it would see no other call into.
_ = mi_version()
await FolioCommand.runMain()
