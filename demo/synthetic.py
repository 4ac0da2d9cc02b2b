"""Synthetic products for load tests (`seed_catalog --products N`) that read like a real catalogue.

Names, brands, model codes, features, specifications and descriptions are drawn from a per-category
vocabulary, so a search term matches a realistic share of the catalogue: "sennheiser" about 1 %,
"fairphone" about 0.1 %, "pro" about 15 % (bench/RESULTS.md records
the shares measured on the bench catalogue). Generation is deterministic for a given first number.
"""

import random
import re
from dataclasses import dataclass
from decimal import Decimal

from catalog.categories import CATEGORY_NAMES, TABLET_COLORS

# Synthetic model codes end in "-" and a sequence number of 6 digits, more from the millionth on; no demo model does.
SEQUENCE_DIGITS = 6
SEQUENCE_PATTERN = re.compile(rf"-(\d{{{SEQUENCE_DIGITS},}})$")
SEQUENCE_REGEX = rf"-[0-9]{{{SEQUENCE_DIGITS},}}$"


@dataclass(frozen=True)
class Line:
    brand: str
    name: str
    subcategory: str
    code: str
    price: tuple[int, int]  # whole dollars, low and high
    weight: float = 1.0  # how often the line is drawn, relative to the others


@dataclass(frozen=True)
class Vocabulary:
    lines: tuple[Line, ...]
    variants: tuple[str, ...]
    images: tuple[str, ...]
    features: tuple[str, ...]
    openers: tuple[str, ...]
    details: tuple[str, ...]
    specifications: dict
    colors: tuple[str, ...] = ()


def _lines(brand, code, subcategory, price, *names):
    return tuple(Line(brand, name, subcategory, code, price) for name in names)


PHONE_COLORS = ("Black", "White", "Blue", "Green", "Purple", "Silver", "Graphite", "Cream", "Lavender", "Obsidian")
VOCABULARY = {
    "Smartphones": Vocabulary(
        lines=(
            *_lines("Apple", "A3", "Flagship", (699, 1199), "iPhone 15", "iPhone 15 Plus", "iPhone 15 Pro Max"),
            *_lines("Apple", "A2", "Mid-Range", (429, 599), "iPhone SE", "iPhone 13"),
            *_lines("Samsung", "SM-S", "Flagship", (799, 1299), "Galaxy S24", "Galaxy S24+", "Galaxy Z Flip6"),
            *_lines("Samsung", "SM-A", "Mid-Range", (199, 499), "Galaxy A55", "Galaxy A35", "Galaxy A15"),
            *_lines("Google", "G", "Flagship", (699, 999), "Pixel 8", "Pixel 8 Pro"),
            *_lines("Google", "G", "Mid-Range", (399, 499), "Pixel 8a", "Pixel 7a"),
            *_lines("OnePlus", "CPH", "Flagship", (599, 899), "OnePlus 12", "OnePlus 12R"),
            *_lines("OnePlus", "CPH", "Mid-Range", (249, 399), "Nord 4", "Nord CE4"),
            *_lines("Xiaomi", "2310", "Mid-Range", (199, 449), "Redmi Note 13", "Poco X6"),
            *_lines("Motorola", "XT", "Mid-Range", (179, 599), "Moto G84", "Edge 50", "Razr 50"),
            *_lines("Sony", "XQ", "Flagship", (899, 1399), "Xperia 1 VI"),
            *_lines("Nothing", "A0", "Mid-Range", (349, 599), "Phone (2a)", "Phone (2)"),
            # A niche brand: about 1 product in 1,000.
            Line("Fairphone", "Fairphone 5", "Mid-Range", "FP", (549, 699), weight=0.25),
        ),
        variants=("128GB", "256GB", "512GB", "128GB Dual SIM", "256GB Unlocked"),
        images=("smartphone-black", "smartphone-blue", "smartphone-green", "smartphone-titanium"),
        features=(
            "6.1-inch OLED display",
            "6.7-inch AMOLED display",
            "120Hz adaptive refresh rate",
            "50MP main camera",
            "Triple-lens rear camera",
            "5G connectivity",
            "Fast charging",
            "Wireless charging",
            "Reverse wireless charging",
            "IP68 water and dust resistance",
            "Face unlock",
            "Under-display fingerprint sensor",
            "Stereo speakers",
            "eSIM support",
            "All-day battery life",
            "Night mode photography",
        ),
        openers=(
            "A slim smartphone with a bright display and a camera that keeps up with everyday life.",
            "A flagship phone built around a fast processor and a versatile camera system.",
            "An affordable phone with a big battery and a smooth, responsive display.",
            "A compact handset that fits in one hand without giving up a capable camera.",
        ),
        details=(
            "Charges quickly over USB-C and supports wireless charging pads.",
            "Runs the latest operating system with years of security updates.",
            "The glass back and aluminium frame feel premium in the hand.",
            "Shoots sharp photos in low light and stabilised 4K video.",
            "Dual SIM lets you keep a work and a personal number on one phone.",
        ),
        specifications={
            "Display": ("6.1-inch OLED", "6.4-inch AMOLED", "6.7-inch OLED, 120Hz"),
            "Battery": ("4000 mAh", "4500 mAh", "5000 mAh"),
            "Weight": ("168 g", "187 g", "201 g"),
            "Water resistance": ("IP67", "IP68", "IP54"),
        },
        colors=PHONE_COLORS,
    ),
    "Laptops": Vocabulary(
        lines=(
            *_lines("Apple", "MR", "Ultrabooks", (999, 2499), "MacBook Air 13", "MacBook Air 15", "MacBook Pro 14"),
            *_lines("Dell", "XPS", "Ultrabooks", (999, 2199), "XPS 13", "XPS 15"),
            *_lines("Dell", "LAT", "Business", (799, 1899), "Latitude 7440", "Latitude 5540"),
            *_lines("Lenovo", "21", "Business", (899, 2299), "ThinkPad X1 Carbon", "ThinkPad T14", "ThinkPad E16"),
            *_lines("Lenovo", "82", "Ultrabooks", (599, 1299), "Yoga Slim 7", "IdeaPad Slim 5"),
            *_lines("HP", "8", "Business", (749, 1899), "EliteBook 840", "ProBook 450"),
            *_lines("HP", "9", "Ultrabooks", (899, 1699), "Spectre x360 14", "Envy 16"),
            *_lines("ASUS", "UX", "Ultrabooks", (699, 1499), "Zenbook 14 OLED", "Vivobook S 15"),
            *_lines("ASUS", "GA", "Gaming", (1199, 2799), "ROG Zephyrus G14", "TUF Gaming A15"),
            *_lines("Acer", "NX", "Gaming", (799, 1999), "Nitro 5", "Predator Helios 16"),
            *_lines("MSI", "MS", "Gaming", (999, 2999), "Katana 15", "Stealth 16"),
            *_lines("Microsoft", "SL", "Ultrabooks", (899, 1799), "Surface Laptop 6"),
            *_lines("Razer", "RZ", "Gaming", (1799, 3499), "Blade 15"),
        ),
        variants=("8GB/256GB", "16GB/512GB", "16GB/1TB", "32GB/1TB", "32GB/2TB"),
        images=("laptop-silver", "laptop-space", "laptop-gaming"),
        features=(
            "Backlit keyboard",
            "Fingerprint reader",
            "Thunderbolt 4 ports",
            "Wi-Fi 6E",
            "Full HD webcam",
            "OLED display",
            "Dedicated graphics card",
            "Up to 18 hours of battery",
            "Aluminium chassis",
            "Fast SSD storage",
            "Windows Hello face sign-in",
            "Quad speakers with Dolby Atmos",
            "165Hz display",
            "Privacy shutter",
            "MIL-STD-810H durability",
        ),
        openers=(
            "A thin and light laptop for working anywhere, with a long-lasting battery.",
            "A business notebook with the security features and ports an office needs.",
            "A gaming laptop with a high refresh rate display and a dedicated graphics card.",
            "A versatile laptop for study, streaming and everyday productivity.",
        ),
        details=(
            "The keyboard is comfortable for long typing sessions.",
            "A fast SSD means it wakes and launches apps in moments.",
            "Connect monitors and docks through Thunderbolt or USB-C.",
            "Cooling stays quiet under everyday workloads.",
            "The sharp display shows accurate colours for photo editing.",
        ),
        specifications={
            "Processor": ("Intel Core i5", "Intel Core i7", "AMD Ryzen 7", "Apple M3", "Intel Core Ultra 7"),
            "Display": ("13.3-inch 2560x1600", "14-inch 2880x1800 OLED", "15.6-inch 1920x1080 165Hz"),
            "Weight": ("1.24 kg", "1.4 kg", "1.86 kg", "2.3 kg"),
            "Operating system": ("Windows 11 Home", "Windows 11 Pro", "macOS"),
        },
    ),
    "Tablets": Vocabulary(
        lines=(
            *_lines("Apple", "MU", "iPad", (329, 1299), "iPad 10.9", "iPad Air 11", "iPad mini"),
            *_lines(
                "Samsung", "SM-X", "Android Tablets", (199, 999), "Galaxy Tab S9", "Galaxy Tab S9 FE", "Galaxy Tab A9"
            ),
            *_lines("Lenovo", "ZA", "Android Tablets", (149, 499), "Tab P12", "Tab M10"),
            *_lines("Xiaomi", "23", "Android Tablets", (249, 449), "Pad 6"),
            *_lines("Amazon", "KF", "Android Tablets", (79, 199), "Fire HD 10", "Fire Max 11"),
            *_lines("Amazon", "KP", "E-Readers", (99, 339), "Kindle Paperwhite", "Kindle Scribe"),
            *_lines("Kobo", "N4", "E-Readers", (129, 399), "Clara 2E", "Libra 2", "Sage"),
            *_lines("Microsoft", "SP", "Windows Tablets", (799, 1599), "Surface Pro 10", "Surface Go 4"),
        ),
        variants=("64GB Wi-Fi", "128GB Wi-Fi", "256GB Wi-Fi", "128GB Wi-Fi + Cellular", "256GB Wi-Fi + Cellular"),
        images=("tablet-android", "tablet-silver", "tablet-pink", "ereader"),
        features=(
            "11-inch Liquid Retina display",
            "10.9-inch LCD display",
            "Stylus support",
            "Keyboard cover support",
            "Quad speakers",
            "All-day battery life",
            "USB-C charging",
            "Glare-free E Ink screen",
            "Adjustable warm light",
            "Waterproof design",
            "Face unlock",
            "Split-screen multitasking",
        ),
        openers=(
            "A tablet for reading, streaming and sketching, light enough to hold for hours.",
            "A productive tablet that becomes a laptop with a keyboard cover.",
            "An e-reader with a paper-like screen that is easy on the eyes.",
            "A family tablet with parental controls and a durable build.",
        ),
        details=(
            "The screen is bright enough for reading outdoors.",
            "Take handwritten notes with a stylus that feels like a pen.",
            "Weeks of battery on a single charge for reading.",
            "Runs your favourite apps and games smoothly.",
        ),
        specifications={
            "Display": ("8.3-inch", "10.9-inch", "11-inch", "12.4-inch", "6.8-inch E Ink"),
            "Battery": ("Up to 10 hours", "Up to 12 hours", "Up to 10 weeks"),
            "Weight": ("293 g", "477 g", "501 g", "581 g"),
        },
        colors=tuple(TABLET_COLORS),
    ),
    "Audio": Vocabulary(
        lines=(
            *_lines("Sony", "WH", "Headphones", (99, 399), "WH-1000XM5", "WH-CH720N", "ULT Wear"),
            *_lines("Bose", "QC", "Headphones", (199, 449), "QuietComfort Ultra", "QuietComfort 45"),
            *_lines("Sennheiser", "MT", "Headphones", (149, 379), "Momentum 4 Wireless", "HD 450BT"),
            *_lines("Apple", "MQ", "Earbuds", (129, 549), "AirPods Pro 2", "AirPods 3", "AirPods Max"),
            *_lines("Samsung", "SM-R", "Earbuds", (99, 229), "Galaxy Buds2 Pro", "Galaxy Buds FE"),
            *_lines("Jabra", "JB", "Earbuds", (79, 249), "Elite 10", "Elite 4"),
            *_lines("JBL", "JBL", "Speakers", (49, 449), "Flip 6", "Charge 5", "Boombox 3", "Go 4"),
            *_lines("Sonos", "S", "Speakers", (179, 899), "Era 100", "Era 300", "Move 2", "Arc"),
            *_lines("Marshall", "MA", "Speakers", (149, 399), "Emberton II", "Stanmore III"),
        ),
        variants=("", "Black", "Silver", "Midnight Blue", "Sand", "White"),
        images=("headphones", "earbuds", "speaker", "soundbar"),
        features=(
            "Active noise cancellation",
            "Transparency mode",
            "Bluetooth 5.3 wireless",
            "Multipoint pairing",
            "Up to 30 hours of playback",
            "Wireless charging case",
            "IP67 waterproof",
            "Spatial audio",
            "Built-in microphones for calls",
            "USB-C fast charging",
            "Voice assistant built in",
            "Adjustable EQ in the app",
        ),
        openers=(
            "Wireless headphones with rich sound and noise cancellation for travel and focus.",
            "True wireless earbuds that disappear in your ears and last all day.",
            "A portable speaker with big sound that survives the beach and the rain.",
            "A home speaker that fills the room and joins a multi-room system.",
        ),
        details=(
            "Pairs instantly with phones and laptops.",
            "Calls sound clear thanks to beamforming microphones.",
            "The companion app lets you tune the sound to your taste.",
            "Folds flat into a slim travel case.",
        ),
        specifications={
            "Battery": ("Up to 8 hours", "Up to 20 hours", "Up to 30 hours", "Up to 60 hours"),
            "Connectivity": ("Bluetooth 5.3", "Bluetooth 5.2, Wi-Fi", "Bluetooth 5.0, 3.5 mm"),
            "Weight": ("5.3 g per earbud", "250 g", "540 g", "2.1 kg"),
        },
    ),
    "Gaming": Vocabulary(
        lines=(
            *_lines("Sony", "CFI", "Consoles", (449, 699), "PlayStation 5 Slim", "PlayStation 5 Pro"),
            *_lines("Microsoft", "RRT", "Consoles", (299, 599), "Xbox Series X", "Xbox Series S"),
            *_lines("Nintendo", "HEG", "Consoles", (199, 349), "Switch OLED", "Switch Lite"),
            *_lines("Valve", "1010", "Consoles", (399, 649), "Steam Deck OLED"),
            *_lines("Sony", "CFI-ZCT", "Controllers", (69, 199), "DualSense", "DualSense Edge"),
            *_lines("Microsoft", "QAT", "Controllers", (59, 179), "Xbox Wireless Controller", "Xbox Elite Series 2"),
            *_lines("8BitDo", "80", "Controllers", (39, 99), "Ultimate Controller", "Pro 2"),
            *_lines("Logitech", "G", "Accessories", (49, 349), "G Pro X Superlight", "G502 X", "G923 Racing Wheel"),
            *_lines("Razer", "RZ", "Accessories", (49, 249), "BlackShark V2", "Huntsman Mini", "Kishi V2"),
        ),
        variants=("", "Standard Edition", "Digital Edition", "Bundle", "White", "Black"),
        images=("console", "controller", "handheld"),
        features=(
            "4K gaming at up to 120 fps",
            "Ultra-fast SSD",
            "Haptic feedback",
            "Adaptive triggers",
            "Wireless connectivity",
            "Rechargeable battery",
            "Backwards compatible",
            "HDR output",
            "Customisable buttons",
            "Low-latency 2.4 GHz wireless",
            "RGB lighting",
            "Detachable cable",
        ),
        openers=(
            "A console for the newest games with fast loading and sharp 4K graphics.",
            "A controller with precise sticks and responsive triggers for competitive play.",
            "A handheld gaming device that takes your library anywhere.",
            "A gaming accessory tuned for speed and comfort over long sessions.",
        ),
        details=(
            "Plays your existing games with faster load times.",
            "Feels balanced in the hand during long sessions.",
            "Connects wirelessly with almost no input lag.",
            "Comes with everything you need to start playing.",
        ),
        specifications={
            "Storage": ("512 GB", "825 GB", "1 TB", "2 TB", "—"),
            "Connectivity": ("Wi-Fi 6, Bluetooth 5.1", "2.4 GHz wireless, USB-C", "Bluetooth 5.0"),
            "Battery": ("Up to 6 hours", "Up to 40 hours", "Mains powered"),
        },
    ),
    "Smart Home": Vocabulary(
        lines=(
            *_lines("Amazon", "B0", "Speakers", (29, 249), "Echo Dot", "Echo Show 8", "Echo Studio"),
            *_lines("Google", "GA", "Speakers", (49, 229), "Nest Mini", "Nest Hub", "Nest Audio"),
            *_lines(
                "Philips Hue", "929", "Lighting", (15, 229), "White Ambiance Bulb", "Color Bulb E27", "Lightstrip Plus"
            ),
            *_lines("LIFX", "L3", "Lighting", (19, 99), "Color A19", "Beam"),
            *_lines("Ring", "B0", "Security", (59, 349), "Video Doorbell 4", "Stick Up Cam", "Floodlight Cam"),
            *_lines("Arlo", "VMC", "Security", (99, 399), "Pro 5S", "Essential Indoor"),
            *_lines("ecobee", "EB", "Climate", (129, 249), "Smart Thermostat Premium", "SmartSensor"),
            *_lines("TP-Link", "KP", "Plugs & Switches", (9, 59), "Kasa Smart Plug", "Tapo Light Switch"),
            *_lines("Eve", "20", "Plugs & Switches", (29, 49), "Energy", "Motion"),
        ),
        variants=("", "2-pack", "4-pack", "Charcoal", "Chalk", "Starter Kit"),
        images=("smart-bulb", "smart-speaker", "security-camera", "thermostat"),
        features=(
            "Works with Alexa",
            "Works with Google Home",
            "Matter support",
            "Thread border router",
            "Wireless setup in minutes",
            "Motion detection alerts",
            "Night vision",
            "Energy monitoring",
            "Schedules and routines",
            "End-to-end encrypted video",
            "16 million colours",
            "Voice control",
        ),
        openers=(
            "A smart home device that makes everyday routines automatic.",
            "A smart speaker with a helpful voice assistant and clear sound.",
            "A security camera that alerts your phone when something moves.",
            "Smart lighting you can dim, schedule and colour from your phone.",
        ),
        details=(
            "Connects to your home Wi-Fi without a hub.",
            "Set schedules so it runs while you are away.",
            "Works with the assistants you already use.",
            "The companion app shows everything in one place.",
        ),
        specifications={
            "Connectivity": ("Wi-Fi 2.4 GHz", "Wi-Fi, Bluetooth", "Thread, Bluetooth", "Zigbee"),
            "Power": ("Mains", "Rechargeable battery", "Wired, 24 V"),
            "Compatibility": ("Alexa, Google Home", "Apple Home, Alexa", "Matter"),
        },
    ),
    "Wearables": Vocabulary(
        lines=(
            *_lines(
                "Apple",
                "MR",
                "Smartwatches",
                (249, 799),
                "Apple Watch Series 9",
                "Apple Watch SE",
                "Apple Watch Ultra 2",
            ),
            *_lines("Samsung", "SM-R9", "Smartwatches", (199, 649), "Galaxy Watch6", "Galaxy Watch6 Classic"),
            *_lines("Garmin", "010", "Smartwatches", (249, 999), "Forerunner 265", "Fenix 7", "Venu 3"),
            *_lines("Google", "GA0", "Smartwatches", (349, 399), "Pixel Watch 2"),
            *_lines("Fitbit", "FB", "Fitness Trackers", (79, 299), "Charge 6", "Inspire 3", "Sense 2"),
            *_lines("Xiaomi", "M2", "Fitness Trackers", (29, 59), "Smart Band 8"),
            *_lines("Oura", "OR", "Fitness Trackers", (299, 549), "Ring Gen3"),
        ),
        variants=("41mm", "45mm", "Small", "Large", "GPS", "GPS + Cellular"),
        images=("smartwatch", "fitness-band"),
        features=(
            "Heart rate monitoring",
            "Sleep tracking",
            "Built-in GPS",
            "Blood oxygen sensor",
            "Water resistant to 50 m",
            "Always-on display",
            "Contactless payments",
            "Up to 7 days of battery",
            "Workout auto-detection",
            "Fall detection",
            "Stress tracking",
            "Wireless charging",
        ),
        openers=(
            "A smartwatch that keeps you connected and tracks your health around the clock.",
            "A fitness tracker with the sensors runners and swimmers rely on.",
            "A light wearable that tracks sleep, stress and daily activity.",
        ),
        details=(
            "Notifications arrive on your wrist so your phone can stay in your pocket.",
            "Battery lasts for days between charges.",
            "Swap the band to match any outfit.",
            "Detailed insights appear in the companion app.",
        ),
        specifications={
            "Display": ("1.4-inch AMOLED", "1.9-inch OLED", "Monochrome"),
            "Battery": ("Up to 18 hours", "Up to 7 days", "Up to 14 days"),
            "Water resistance": ("5 ATM", "10 ATM", "WR100"),
        },
    ),
    "Electric Scooters": Vocabulary(
        lines=(
            *_lines("Segway", "F", "Commuter", (399, 999), "Ninebot Max G2", "Ninebot F2 Pro", "Ninebot E2"),
            *_lines("Xiaomi", "DDHB", "Commuter", (299, 799), "Electric Scooter 4 Pro", "Electric Scooter 4 Lite"),
            *_lines("Apollo", "AP", "Performance", (999, 2999), "City 2024", "Phantom 2.0", "Ghost"),
            *_lines("Unagi", "UN", "Commuter", (699, 1099), "Model One Voyager"),
            *_lines("NIU", "KQi", "Commuter", (499, 1099), "KQi3 Max", "KQi Air"),
            *_lines("Dualtron", "DT", "Performance", (1499, 3999), "Thunder 3", "Mini Special"),
            *_lines("Hiboy", "S2", "Commuter", (299, 599), "S2 Pro", "S2 Max"),
        ),
        variants=("", "2024", "Long Range", "Dual Motor", "Black", "Grey"),
        images=("scooter", "scooter-red"),
        features=(
            "Foldable frame",
            "Regenerative braking",
            "Dual suspension",
            "Front and rear lights",
            "App lock",
            "Pneumatic tyres",
            "Cruise control",
            "Turn signals",
            "IPX5 water resistance",
            "LED display",
        ),
        openers=(
            "An electric scooter for the daily commute that folds to fit under a desk.",
            "A performance scooter with dual motors and serious range.",
            "A light city scooter that is easy to carry up the stairs.",
        ),
        details=(
            "Brakes on both wheels bring you to a confident stop.",
            "Lights keep you visible after dark.",
            "The battery recharges overnight from a normal socket.",
            "Tyres soak up bumps on rough streets.",
        ),
        specifications={
            "Range": ("25 km", "40 km", "65 km", "100 km"),
            "Top speed": ("25 km/h", "32 km/h", "50 km/h", "70 km/h"),
            "Weight": ("12 kg", "17 kg", "24 kg", "35 kg"),
            "Motor": ("350 W", "500 W", "2 x 1200 W"),
        },
    ),
    "Home Appliances": Vocabulary(
        lines=(
            *_lines("Dyson", "SV", "Cleaning", (299, 899), "V15 Detect", "V12 Slim", "Gen5outsize"),
            *_lines("iRobot", "J7", "Cleaning", (249, 1099), "Roomba j7+", "Roomba Combo i5", "Braava jet m6"),
            *_lines("Roborock", "S8", "Cleaning", (299, 1599), "S8 Pro Ultra", "Q7 Max"),
            *_lines(
                "Breville", "BES", "Kitchen", (199, 2999), "Barista Express", "Bambino Plus", "Smart Oven Air Fryer"
            ),
            *_lines("De'Longhi", "EC", "Kitchen", (149, 1499), "Dedica", "Magnifica Evo"),
            *_lines("Ninja", "AF", "Kitchen", (79, 299), "Air Fryer Max XL", "Foodi Blender", "Creami"),
            *_lines("KitchenAid", "KSM", "Kitchen", (299, 699), "Artisan Stand Mixer"),
            *_lines("Levoit", "LAP", "Climate", (49, 299), "Core 300S", "Vital 200S"),
            *_lines("Dyson", "HP", "Climate", (399, 899), "Purifier Cool", "Purifier Hot+Cool"),
        ),
        variants=("", "Black", "Stainless Steel", "Nickel", "White", "Refurbished"),
        images=("robot-vacuum", "coffee-machine", "air-purifier", "blender", "fridge"),
        features=(
            "Cordless design",
            "HEPA filtration",
            "Self-emptying base",
            "App control",
            "Quiet operation",
            "Dishwasher-safe parts",
            "Programmable settings",
            "Energy efficient",
            "Smart scheduling",
            "Washable filter",
            "Automatic shut-off",
            "Wireless connectivity",
        ),
        openers=(
            "A home appliance that takes care of a daily chore so you do not have to.",
            "A kitchen appliance for fresh results with the press of a button.",
            "A cordless cleaner with strong suction for every floor.",
            "An air purifier that clears dust, pollen and smoke from the room.",
        ),
        details=(
            "Parts come apart easily for cleaning.",
            "Schedule it from your phone and come home to a clean house.",
            "Runs quietly enough for bedrooms and offices.",
            "Built to last with a long warranty.",
        ),
        specifications={
            "Power": ("230 W", "660 W", "1500 W", "1760 W"),
            "Capacity": ("0.5 l", "1.8 l", "4 qt", "5.5 qt"),
            "Noise": ("24 dB", "40 dB", "62 dB"),
        },
    ),
}


def sequence_number(model):
    """The sequence number of a synthetic product's model code, or None for a demo product."""
    match = SEQUENCE_PATTERN.search(model)
    return int(match.group(1)) if match else None


def synthetic_product(number, rng):
    """The fields of synthetic product `number` (1-based), drawn with `rng`."""
    category = CATEGORY_NAMES[number % len(CATEGORY_NAMES)]
    vocabulary = VOCABULARY[category]
    line = rng.choices(vocabulary.lines, weights=[line.weight for line in vocabulary.lines])[0]
    variant = rng.choice(vocabulary.variants)
    low, high = line.price
    price = Decimal(rng.randrange(low, high + 1)) - Decimal("0.01")  # whole dollars, less a cent
    on_sale = rng.random() < 0.1
    color_options = []
    if vocabulary.colors and rng.random() < 0.6:
        color_options = rng.sample(vocabulary.colors, rng.randint(2, 4))
    features = rng.sample(vocabulary.features, rng.randint(3, 5))
    return {
        "name": f"{line.name} {variant}".strip(),
        "model": f"{line.code}{rng.randrange(100, 999)}-{number:0{SEQUENCE_DIGITS}d}",
        "brand": line.brand,
        "category": category,
        "subcategory": line.subcategory,
        "description": f"{rng.choice(vocabulary.openers)} {rng.choice(vocabulary.details)}",
        "price": price,
        "original_price": (price * Decimal("1.25")).quantize(Decimal("1")) - Decimal("0.01") if on_sale else None,
        "stock": rng.choice([0, 1, 3, 5, 8, 12, 25, 40, 60, 100]),
        "features": features,
        "specifications": {key: rng.choice(values) for key, values in vocabulary.specifications.items()},
        "image_url": f"/static/products/{rng.choice(vocabulary.images)}.svg",
        "color_options": color_options,
        "color": color_options[0] if category == "Smartphones" and color_options else None,
        "is_active": rng.random() > 0.05,
    }


def synthetic_products(first, count):
    """Fields of synthetic products first .. first+count-1, one at a time (a million at once would not fit in
    memory comfortably); the same numbers always give the same products."""
    rng = random.Random(first)
    return (synthetic_product(number, rng) for number in range(first, first + count))
