"""The nine shop categories: the one list, served to the SPA by GET /api/categories."""

CATEGORIES = [
    {"name": "Smartphones", "slug": "smartphones"},
    {"name": "Laptops", "slug": "laptops"},
    {"name": "Tablets", "slug": "tablets"},
    {"name": "Audio", "slug": "audio"},
    {"name": "Gaming", "slug": "gaming"},
    {"name": "Smart Home", "slug": "smart-home"},
    {"name": "Wearables", "slug": "wearables"},
    {"name": "Electric Scooters", "slug": "electric-scooters"},
    {"name": "Home Appliances", "slug": "home-appliances"},
]

CATEGORY_NAMES = [c["name"] for c in CATEGORIES]
CATEGORY_CHOICES = [(name, name) for name in CATEGORY_NAMES]

# Categories whose listing filters by subcategory, so a product there must have one.
CATEGORIES_WITH_SUBCATEGORY = {"Tablets", "Home Appliances"}

MAX_EXTRA_IMAGES = 4

# Colour catalogue for swatches; unknown colours fall back to gray.
UNKNOWN_COLOR_HEX = "#808080"
COLORS = {
    "Black": "#000000",
    "White": "#FFFFFF",
    "Silver": "#C0C0C0",
    "Gold": "#FFD700",
    "Rose Gold": "#B76E79",
    "Space Gray": "#4A4A4A",
    "Space Black": "#1C1C1E",
    "Graphite": "#41424C",
    "Midnight": "#1E2A38",
    "Starlight": "#F8F4E8",
    "Blue": "#1E66D0",
    "Pacific Blue": "#2E5A73",
    "Sierra Blue": "#A7C1D9",
    "Red": "#D12B2B",
    "Green": "#3C8D40",
    "Alpine Green": "#4F5E4B",
    "Purple": "#8E6BBF",
    "Deep Purple": "#5B4B6E",
    "Pink": "#F4B6C7",
    "Yellow": "#F9E26B",
    "Natural Titanium": "#BAB4A9",
    "Blue Titanium": "#3D4A5C",
    "White Titanium": "#F0EFEA",
    "Black Titanium": "#2B2B2B",
    "Titanium Gray": "#8A8D8F",
    "Titanium Violet": "#6F5F86",
    "Phantom Black": "#2C2C2C",
    "Cream": "#F3E9D2",
    "Lavender": "#C8B6E2",
    "Obsidian": "#202124",
    "Porcelain": "#EDE8E2",
    "Hazel": "#8E8B7D",
    "Bay": "#8FB8DE",
}
TABLET_COLORS = {
    "Silver": "#C0C0C0",
    "Space Black": "#1C1C1E",
    "Space Gray": "#4A4A4A",
    "Starlight": "#F8F4E8",
    "Blue": "#1E66D0",
    "Purple": "#8E6BBF",
    "Pink": "#F4B6C7",
    "Yellow": "#F9E26B",
}
