const FALLBACK_UNKNOWN_HEX = '#808080';

/**
 * Swatch colour from the catalogue served by /api/categories: Tablets use their own smaller map;
 * a colour in neither gets the catalogue's unknown colour (gray).
 */
export function swatchHex(colorName, category, catalog) {
  const map = (category === 'Tablets' ? catalog?.tabletColors : catalog?.colors) || {};
  return map[colorName] || catalog?.unknownColor || FALLBACK_UNKNOWN_HEX;
}
