/// mimalloc's version (`mi_version`): the call that keeps it linked (folio_malloc.c).
int folio_malloc_version(void);
