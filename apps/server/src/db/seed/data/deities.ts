import type { SeedCategory, SeedDeity, SeedMainForm } from "./types.js";

export const DEITIES: SeedDeity[] = [
  {
    name: "Shiva",
    description:
      "Shiva, the auspicious one, is worshipped as the destroyer and renewer within the Trimurti and as the supreme being in the Shaiva tradition. He is most often revered in the aniconic form of the linga.",
  },
  {
    name: "Vishnu",
    description:
      "Vishnu is the preserver of the universe, who descends to earth in his avatars to restore dharma. He is the supreme being of the Vaishnava traditions and is worshipped with his consort Lakshmi.",
  },
  {
    name: "Devi",
    description:
      "Devi, also called Shakti, is the Divine Mother and the power of creation. She is worshipped in gentle forms such as Parvati and Lakshmi and in fierce forms such as Durga and Kali.",
  },
  {
    name: "Ganesha",
    description:
      "Ganesha, the elephant-headed son of Shiva and Parvati, is the remover of obstacles and the lord of beginnings. He is worshipped first before any ritual or new undertaking.",
  },
  {
    name: "Murugan",
    description:
      "Murugan, also known as Kartikeya, Skanda and Subramanya, is the son of Shiva and Parvati and the commander of the divine armies. He is especially beloved in Tamil Nadu, where his six abodes are great centres of pilgrimage.",
  },
  {
    name: "Hanuman",
    description:
      "Hanuman, the devoted servant of Lord Rama, embodies strength, courage and selfless devotion. Devotees pray to him for protection and relief from troubles, especially on Tuesdays and Saturdays.",
  },
  {
    name: "Surya",
    description:
      "Surya, the Sun god, is the source of light and life and is hailed in the Vedas and the Gayatri mantra. He leads the nine Navagrahas and is celebrated on Ratha Saptami and Makar Sankranti.",
  },
  {
    name: "Ayyappa",
    description:
      "Ayyappa, also called Dharma Sastha, is born of Shiva and Mohini, the female form of Vishnu. He is worshipped as a celibate yogi, and his devotees observe a 41-day vow before the pilgrimage to Sabarimala.",
  },
  {
    name: "Krishna",
    description:
      "Krishna, the eighth avatar of Vishnu, is revered as the teacher of the Bhagavad Gita and as the playful child and divine lover of Vrindavan. Many traditions worship him as the supreme being.",
  },
  {
    name: "Rama",
    description:
      "Rama, the seventh avatar of Vishnu and hero of the Ramayana, is honoured as the ideal king and the embodiment of dharma. He is worshipped with Sita, Lakshmana and Hanuman.",
  },
  {
    name: "Brahma",
    description:
      "Brahma is the creator within the Trimurti, depicted with four faces that recite the four Vedas. Temples dedicated chiefly to him are rare, the best known being at Pushkar.",
  },
];

export const MAIN_FORMS: SeedMainForm[] = [
  // Shiva
  {
    name: "Vishwanath",
    deity: "Shiva",
    description:
      "Shiva as Vishwanatha, Lord of the Universe, the presiding Jyotirlinga of Kashi (Varanasi).",
  },
  {
    name: "Somnath",
    deity: "Shiva",
    description:
      "Shiva as Somanatha, Lord of the Moon, revered as the first of the twelve Jyotirlingas at Prabhas Patan.",
  },
  {
    name: "Mahakaleshwar",
    deity: "Shiva",
    description:
      "Shiva as Mahakala, Lord of Time, the south-facing svayambhu Jyotirlinga of Ujjain.",
  },
  {
    name: "Kedarnath",
    deity: "Shiva",
    description:
      "Shiva as the Lord of Kedar, the Himalayan Jyotirlinga worshipped in the form of a rocky hump.",
  },
  {
    name: "Mallikarjuna",
    deity: "Shiva",
    description:
      "Shiva as Mallikarjuna with Goddess Bhramaramba, worshipped on the Srisailam hills as a Jyotirlinga.",
  },
  {
    name: "Trimbakeshwar",
    deity: "Shiva",
    description:
      "Shiva as the three-eyed lord of Trimbak, whose linga bears three faces for Brahma, Vishnu and Shiva.",
  },
  {
    name: "Baidyanath",
    deity: "Shiva",
    description:
      "Shiva as Vaidyanatha, the divine physician, worshipped as a Jyotirlinga at Deoghar.",
  },
  {
    name: "Ramanathaswamy",
    deity: "Shiva",
    description:
      "Shiva as Ramanatha, the lord worshipped by Rama, enshrined as a Jyotirlinga at Rameswaram.",
  },
  {
    name: "Nataraja",
    deity: "Shiva",
    description:
      "Shiva as the Lord of Dance, whose cosmic dance (Ananda Tandava) represents creation, preservation and dissolution.",
  },
  {
    name: "Brihadeeswarar",
    deity: "Shiva",
    description:
      "Shiva as Peruvudaiyar, the Great Lord, enshrined as a colossal linga in the Chola temple of Thanjavur.",
  },
  {
    name: "Ekambareswarar",
    deity: "Shiva",
    description:
      "Shiva as the Lord of the Mango Tree, worshipped as a linga of earth at Kanchipuram.",
  },
  {
    name: "Arunachaleswarar",
    deity: "Shiva",
    description:
      "Shiva as the Lord of the red hill Arunachala, worshipped as the linga of fire with Goddess Unnamulai Amman.",
  },
  {
    name: "Jambukeswarar",
    deity: "Shiva",
    description:
      "Shiva as the Lord of the Jambu (rose-apple) tree, worshipped as the linga of water with Goddess Akilandeswari.",
  },
  {
    name: "Kalahasteeswara",
    deity: "Shiva",
    description:
      "Shiva as the lord worshipped by a spider, a serpent and an elephant, the linga of wind at Srikalahasti.",
  },
  {
    name: "Darbaranyeswarar",
    deity: "Shiva",
    description:
      "Shiva as the Lord of the Darbha-grass forest at Thirunallar, whose temple is famed for its shrine of Saneeswara.",
  },
  {
    name: "Lingaraja",
    deity: "Shiva",
    description:
      "Shiva as the King of Lingas, worshipped at Bhubaneswar as Harihara, united with Vishnu.",
  },
  {
    name: "Manjunatha",
    deity: "Shiva",
    description:
      "Shiva as Manjunatha, the gentle lord of Dharmasthala, revered as a giver of justice and charity.",
  },
  {
    name: "Murudeshwara",
    deity: "Shiva",
    description:
      "Shiva as the Lord of Murudeshwar, whose linga is linked to the legend of Ravana and the Atmalinga.",
  },
  {
    name: "Virupaksha",
    deity: "Shiva",
    description:
      "Shiva as Virupaksha, consort of the river goddess Pampa, the guardian deity of the Vijayanagara kings.",
  },
  // Vishnu
  {
    name: "Venkateswara",
    deity: "Vishnu",
    description:
      "Vishnu as the Lord of the Venkata hill, also called Balaji and Srinivasa, who is believed to grant the wishes of devotees in the Kali Yuga.",
  },
  {
    name: "Ranganatha",
    deity: "Vishnu",
    description:
      "Vishnu reclining on the serpent Adisesha in yogic sleep, worshipped foremost at Srirangam.",
  },
  {
    name: "Padmanabhaswamy",
    deity: "Vishnu",
    description:
      "Vishnu reclining on the serpent Ananta, with a lotus rising from his navel that bears Brahma.",
  },
  {
    name: "Badrinarayan",
    deity: "Vishnu",
    description:
      "Vishnu seated in meditation as Nara-Narayana in the Himalayan shrine of Badrinath.",
  },
  {
    name: "Lakshmi Narasimha",
    deity: "Vishnu",
    description:
      "Vishnu as Narasimha, the man-lion avatar who protected the child-devotee Prahlada, seated with Goddess Lakshmi.",
  },
  // Krishna
  {
    name: "Jagannath",
    deity: "Krishna",
    description:
      "Krishna as Jagannath, Lord of the Universe, worshipped in wooden form with his brother Balabhadra and sister Subhadra.",
  },
  {
    name: "Guruvayurappan",
    deity: "Krishna",
    description:
      "The four-armed Vishnu worshipped as the child Krishna in the temple of Guruvayur.",
  },
  {
    name: "Udupi Krishna",
    deity: "Krishna",
    description:
      "Bala Krishna holding a churning rod and rope, installed at Udupi by Sri Madhvacharya.",
  },
  {
    name: "Dwarkadhish",
    deity: "Krishna",
    description:
      "Krishna as the King of Dwarka, worshipped in a four-armed form at the Jagat Mandir.",
  },
  {
    name: "Shrinathji",
    deity: "Krishna",
    description:
      "Krishna as a seven-year-old child lifting Govardhan hill, the principal deity of the Pushtimarg.",
  },
  // Rama, Hanuman
  {
    name: "Ram Lalla",
    deity: "Rama",
    description: "Lord Rama in his child form, worshipped at his birthplace in Ayodhya.",
  },
  {
    name: "Sankat Mochan Hanuman",
    deity: "Hanuman",
    description: "Hanuman as the reliever of troubles, standing in devotion before Lord Rama.",
  },
  // Devi
  {
    name: "Meenakshi",
    deity: "Devi",
    description:
      "Parvati as the fish-eyed princess of Madurai, consort of Sundareswarar and sovereign of the city.",
  },
  {
    name: "Kamakshi",
    deity: "Devi",
    description: "The goddess of Kanchipuram seated in padmasana, a form of Lalita Tripurasundari.",
  },
  {
    name: "Kamakhya",
    deity: "Devi",
    description:
      "The goddess of desire on Nilachal Hill, worshipped as a yoni-shaped stone and a centre of Tantric worship.",
  },
  {
    name: "Kali",
    deity: "Devi",
    description:
      "The fierce mother goddess who destroys evil and ego, worshipped in Bengal as Dakshina Kali and as Bhavatarini.",
  },
  {
    name: "Vaishno Devi",
    deity: "Devi",
    description:
      "The Mother Goddess of the Trikuta hills, worshipped as three Pindies representing Maha Kali, Maha Lakshmi and Maha Saraswati.",
  },
  {
    name: "Chamundeshwari",
    deity: "Devi",
    description:
      "A form of Durga who slew the buffalo-demon Mahishasura, the guardian deity of Mysuru.",
  },
  {
    name: "Mahalakshmi",
    deity: "Devi",
    description: "The goddess of prosperity, worshipped at Kolhapur as Ambabai, the Mother.",
  },
  {
    name: "Mookambika",
    deity: "Devi",
    description:
      "The goddess of Kollur, worshipped as Shakti with Lakshmi and Saraswati, and a giver of learning and speech.",
  },
  // Ganesha, Murugan, Ayyappa, Surya, Brahma
  {
    name: "Siddhivinayak",
    deity: "Ganesha",
    description:
      "Ganesha with his trunk turned to the right, the granter of wishes (siddhi) worshipped in Mumbai.",
  },
  {
    name: "Manakula Vinayagar",
    deity: "Ganesha",
    description: "Ganesha of the sand pond by the sea, the guardian deity of Puducherry.",
  },
  {
    name: "Dandayudhapani",
    deity: "Murugan",
    description:
      "Murugan as a young ascetic holding a staff (danda), having renounced all possessions, as at Palani.",
  },
  {
    name: "Subramanya",
    deity: "Murugan",
    description:
      "Murugan as the victorious commander and lord of serpents, with his consorts Valli and Deivanai.",
  },
  {
    name: "Dharma Sastha",
    deity: "Ayyappa",
    description:
      "Ayyappa seated in yogic posture with a band around his knees, as worshipped at Sabarimala.",
  },
  {
    name: "Suryanarayana",
    deity: "Surya",
    description: "The Sun god worshipped as Narayana, with his consorts Usha and Chhaya.",
  },
  {
    name: "Jagatpita Brahma",
    deity: "Brahma",
    description: "Brahma as the Father of the Universe, four-faced, seated with Goddess Gayatri.",
  },
];

export const CATEGORIES: SeedCategory[] = [
  {
    name: "Jyotirlinga",
    description:
      "The twelve shrines where Shiva is believed to have manifested as an endless column of light. Pilgrims aspire to visit all twelve across India.",
  },
  {
    name: "Divya Desam",
    description:
      "The 108 Vishnu temples praised in the Tamil hymns of the twelve Alvars, collected in the Nalayira Divya Prabandham.",
  },
  {
    name: "Shakti Peetha",
    description:
      "Seats of the Divine Mother, where, according to tradition, parts of the body of Sati fell as Shiva carried her across the world.",
  },
  {
    name: "Char Dham",
    description:
      "The four abodes at the four corners of India, Badrinath, Dwarka, Puri and Rameswaram, associated with Adi Shankaracharya.",
  },
  {
    name: "Chota Char Dham",
    description:
      "The Himalayan pilgrimage circuit of Yamunotri, Gangotri, Kedarnath and Badrinath in Uttarakhand, open from late spring to autumn.",
  },
  {
    name: "Arupadai Veedu",
    description:
      "The six battle camps, or abodes, of Lord Murugan in Tamil Nadu, celebrated in the Sangam-era poem Tirumurugarruppadai.",
  },
  {
    name: "Pancha Bhoota Sthalam",
    description:
      "Five Shiva temples of South India, each representing one of the five elements: earth, water, fire, wind and space.",
  },
  {
    name: "Navagraha Sthalam",
    description:
      "Temples associated with the nine celestial deities (Navagrahas), visited to seek relief from planetary afflictions.",
  },
  {
    name: "Paadal Petra Sthalam",
    description:
      "The 276 Shiva temples praised in the Tevaram hymns of the Tamil saints Appar, Sundarar and Thirugnanasambandar.",
  },
  {
    name: "Sapta Puri",
    description:
      "The seven holy cities said to grant liberation: Ayodhya, Mathura, Haridwar, Varanasi, Kanchipuram, Ujjain and Dwarka.",
  },
  {
    name: "Heritage",
    description:
      "Temples of great historical and architectural importance, including those within UNESCO World Heritage Sites.",
  },
  {
    name: "Major Pilgrimage",
    description:
      "Shrines that draw devotees in very large numbers from across India and around the world.",
  },
];
