// Referenced from Swift so the object defining icudt76_dat is linked in first.
int mynd_probe_empty_icu_data(void);
