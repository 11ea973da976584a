import type { TempleStyle } from "@sannidhi/contracts";

/**
 * How each demo temple is built (issue 19), the style its illustration is drawn in. Chosen from
 * the temples themselves: the gopurams of Tamil Nadu and the Vijayanagara towers of Hampi are
 * Dravidian; Puri and Bhubaneswar are Kalinga rekha deulas; the sloping copper and tile roofs of
 * Kerala's and the Tulu coast's temples are Kerala; Dwarka, Somnath, Ayodhya and Nathdwara are
 * Maru-Gurjara with clustered spires; Kedarnath and Badrinath are Himalayan stone shrines;
 * Dakshineswar and Kalighat are Bengal's ratna and chala temples.
 */
export const TEMPLE_STYLE_BY_SLUG: Record<string, TempleStyle> = {
  "meenakshi-amman-temple-madurai": "dravidian",
  "brihadeeswarar-temple-thanjavur": "dravidian",
  "palani-dhandayuthapani-temple": "dravidian",
  "tiruchendur-subramaniya-swamy-temple": "dravidian",
  "ramanathaswamy-temple-rameswaram": "dravidian",
  "thillai-nataraja-temple-chidambaram": "dravidian",
  "ekambareswarar-temple-kanchipuram": "dravidian",
  "kamakshi-amman-temple-kanchipuram": "dravidian",
  "sri-ranganathaswamy-temple-srirangam": "dravidian",
  "jambukeswarar-temple-thiruvanaikaval": "dravidian",
  "arunachaleswarar-temple-tiruvannamalai": "dravidian",
  "manakula-vinayagar-temple-puducherry": "dravidian",
  "thirunallar-saneeswaran-temple": "dravidian",
  "tirumala-venkateswara-temple": "dravidian",
  "srisailam-mallikarjuna-temple": "dravidian",
  "srikalahasteeswara-temple": "dravidian",
  "arasavalli-suryanarayana-swamy-temple": "kalinga",
  "yadagirigutta-lakshmi-narasimha-temple": "dravidian",
  "sree-padmanabhaswamy-temple": "dravidian",
  "guruvayur-sri-krishna-temple": "kerala",
  "sabarimala-sree-dharma-sastha-temple": "kerala",
  "murudeshwar-temple": "dravidian",
  "udupi-sri-krishna-matha": "kerala",
  "dharmasthala-manjunatha-temple": "kerala",
  "kukke-subramanya-temple": "kerala",
  "kollur-mookambika-temple": "kerala",
  "chamundeshwari-temple-mysuru": "dravidian",
  "virupaksha-temple-hampi": "dravidian",
  "jagannath-temple-puri": "kalinga",
  "lingaraj-temple-bhubaneswar": "kalinga",
  "kalighat-kali-temple": "bengal",
  "dakshineswar-kali-temple": "bengal",
  "kamakhya-temple-guwahati": "nagara",
  "baba-baidyanath-dham-deoghar": "nagara",
  "kashi-vishwanath-temple": "nagara",
  "sankat-mochan-hanuman-temple-varanasi": "nagara",
  "shri-ram-janmabhoomi-mandir-ayodhya": "maru-gurjara",
  "kedarnath-temple": "himalayan",
  "badrinath-temple": "himalayan",
  "mata-vaishno-devi-shrine": "himalayan",
  "mahakaleshwar-temple-ujjain": "nagara",
  "shrinathji-temple-nathdwara": "maru-gurjara",
  "jagatpita-brahma-temple-pushkar": "nagara",
  "somnath-temple": "maru-gurjara",
  "dwarkadhish-temple-dwarka": "maru-gurjara",
  "shree-siddhivinayak-temple-mumbai": "nagara",
  "trimbakeshwar-shiva-temple": "nagara",
  "ambabai-mahalakshmi-temple-kolhapur": "vesara",
};
