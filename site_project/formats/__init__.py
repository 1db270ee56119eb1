"""Number formats per language, where the site departs from Django's defaults (FORMAT_MODULE_PATH).

Points are written as players of each language read them: 12,000 in English, 12 000 in French
(a narrow no-break space, as French typography sets it), 12.000 in Spanish (the period of Spanish
mahjong rule books, four-digit numbers included: 1.000, 8.000).
"""
