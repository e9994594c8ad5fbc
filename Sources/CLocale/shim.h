/*
 * CLocale shim: the C library's translations (libintl) and locale data (langinfo), which the
 * Glibc module does not import. nl_langinfo's items are macros over an enum, so each is read
 * through a function here (the GNU items by their __ names, which need no _GNU_SOURCE);
 * everything else is called directly from Swift.
 */
#ifndef FLOW_CLOCALE_SHIM_H
#define FLOW_CLOCALE_SHIM_H

#include <libintl.h>
#include <langinfo.h>
#include <locale.h>
#include <stddef.h>

/* A locale from the environment's categories (name ""), or a named one; NULL when not installed. */
static inline locale_t flow_locale_new(const char *name) { return newlocale(LC_ALL_MASK, name, (locale_t)0); }

/* LC_NUMERIC */
static inline const char *flow_decimal_point(locale_t l) { return nl_langinfo_l(RADIXCHAR, l); }
static inline const char *flow_thousands_sep(locale_t l) { return nl_langinfo_l(THOUSEP, l); }
static inline const char *flow_grouping(locale_t l) { return nl_langinfo_l(__GROUPING, l); }

/* LC_MONETARY */
static inline const char *flow_mon_decimal_point(locale_t l) { return nl_langinfo_l(__MON_DECIMAL_POINT, l); }
static inline const char *flow_mon_thousands_sep(locale_t l) { return nl_langinfo_l(__MON_THOUSANDS_SEP, l); }
static inline const char *flow_mon_grouping(locale_t l) { return nl_langinfo_l(__MON_GROUPING, l); }
static inline int flow_p_cs_precedes(locale_t l) { return *nl_langinfo_l(__P_CS_PRECEDES, l); }
static inline int flow_p_sep_by_space(locale_t l) { return *nl_langinfo_l(__P_SEP_BY_SPACE, l); }
static inline int flow_n_cs_precedes(locale_t l) { return *nl_langinfo_l(__N_CS_PRECEDES, l); }
static inline int flow_n_sep_by_space(locale_t l) { return *nl_langinfo_l(__N_SEP_BY_SPACE, l); }
static inline int flow_n_sign_posn(locale_t l) { return *nl_langinfo_l(__N_SIGN_POSN, l); }
static inline const char *flow_negative_sign(locale_t l) { return nl_langinfo_l(__NEGATIVE_SIGN, l); }

/* LC_TIME: a month's name standing alone ("June", "Juni"), month 1 to 12. */
static inline const char *flow_month_name(int month, locale_t l) { return nl_langinfo_l(__ALTMON_1 + month - 1, l); }

#endif
