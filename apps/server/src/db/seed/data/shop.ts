import type { ProductCategory } from "@sannidhi/contracts";

/** The temple shop's demo data (issue 13): what five demo temples sell, and who ordered what. */

export interface DemoProduct {
  title: string;
  category: ProductCategory;
  pricePaise: number;
  stock: number;
  gstRate?: number;
  freeShipping?: boolean;
  material?: string;
  description: string;
}

export const CATALOGUE: Record<string, DemoProduct[]> = {
  "tirumala-venkateswara-temple": [
    {
      title: "Tirupati laddu (large)",
      category: "prasadam",
      pricePaise: 20_000,
      stock: 300,
      freeShipping: true,
      description:
        "The temple's famous laddu of gram flour, ghee, sugar, cashew and cardamom, packed the day it is dispatched.",
    },
    {
      title: "Srivari kumkum",
      category: "pooja_materials",
      pricePaise: 4_000,
      stock: 500,
      material: "Kumkum",
      description: "Kumkum offered at the sanctum, in a sealed 50 g packet.",
    },
    {
      title: "Venkateswara Suprabhatam with meaning",
      category: "books",
      pricePaise: 15_000,
      stock: 80,
      description: "The dawn hymn in Sanskrit with Telugu, Tamil and English meaning.",
    },
  ],
  "palani-dhandayuthapani-temple": [
    {
      title: "Palani panchamirtham (500 g)",
      category: "prasadam",
      pricePaise: 12_000,
      stock: 200,
      description:
        "Banana, jaggery, ghee, honey and cardamom, sealed in a tin; keeps for three months.",
    },
    {
      title: "Vibhuti (100 g)",
      category: "pooja_materials",
      pricePaise: 3_000,
      stock: 400,
      freeShipping: true,
      material: "Vibhuti",
      description: "Sacred ash from the hill temple.",
    },
  ],
  "meenakshi-amman-temple-madurai": [
    {
      title: "Brass kuthuvilakku (12 inch)",
      category: "lamps",
      pricePaise: 1_25_000,
      stock: 12,
      gstRate: 12,
      description: "A five-faced standing lamp in polished brass, made in Nachiarkoil.",
    },
    {
      title: "Camphor tablets (100 g)",
      category: "pooja_materials",
      pricePaise: 8_000,
      stock: 150,
      gstRate: 18,
      material: "Camphor",
      description: "Pure camphor for aarti.",
    },
    {
      title: "Meenakshi kumkum and turmeric set",
      category: "pooja_materials",
      pricePaise: 6_000,
      stock: 3,
      material: "Turmeric",
      description: "Kumkum and turmeric offered at the Amman shrine.",
    },
  ],
  "kashi-vishwanath-temple": [
    {
      title: "Rudraksha mala (108 beads)",
      category: "pooja_materials",
      pricePaise: 45_000,
      stock: 40,
      description: "Five-faced rudraksha strung on red thread.",
    },
    {
      title: "Gangajal (250 ml)",
      category: "pooja_materials",
      pricePaise: 5_000,
      stock: 0,
      material: "Gangajal",
      description: "Water of the Ganga from Manikarnika ghat; back in stock after the monsoon.",
    },
  ],
  "guruvayur-sri-krishna-temple": [
    {
      title: "Guruvayur incense sticks",
      category: "pooja_materials",
      pricePaise: 6_000,
      stock: 250,
      gstRate: 5,
      material: "Incense Sticks",
      freeShipping: true,
      description: "Sandal and jasmine agarbathi, 100 sticks.",
    },
  ],
};

export const DEVOTEES = [
  {
    name: "Meena Sundaram",
    mobile: "+917000013001",
    city: "Chennai",
    state: "TN",
    pin: "600004",
    line1: "12 North Mada Street",
  },
  {
    name: "Ravi Teja",
    mobile: "+917000013002",
    city: "Hyderabad",
    state: "TG",
    pin: "500034",
    line1: "8-2-293 Road No. 10, Banjara Hills",
  },
  {
    name: "Anjali Sharma",
    mobile: "+917000013003",
    city: "Varanasi",
    state: "UP",
    pin: "221001",
    line1: "D 35/77 Jangambari",
  },
  {
    name: "Suresh Nair",
    mobile: "+917000013004",
    city: "Thrissur",
    state: "KL",
    pin: "680001",
    line1: "Swaraj Round North",
  },
  {
    name: "Kavya Rao",
    mobile: "+917000013005",
    city: "Bengaluru",
    state: "KA",
    pin: "560004",
    line1: "45 Bull Temple Road, Basavanagudi",
  },
];

export type Plan = {
  devotee: number;
  temple: string;
  lines: [number, number][];
  daysAgo: number;
  hour: number;
  /** What happened after ordering. */
  fate: "lapsed" | "devotee_cancel" | "paid" | "dispatched" | "refunded" | "live";
  rating?: number;
};

// A past week of orders, every status represented.
export const PLAN: Plan[] = [
  {
    devotee: 0,
    temple: "tirumala-venkateswara-temple",
    lines: [
      [0, 2],
      [1, 1],
    ],
    daysAgo: 6,
    hour: 5,
    fate: "dispatched",
    rating: 5,
  },
  {
    devotee: 1,
    temple: "palani-dhandayuthapani-temple",
    lines: [[0, 1]],
    daysAgo: 6,
    hour: 9,
    fate: "dispatched",
    rating: 4,
  },
  {
    devotee: 2,
    temple: "kashi-vishwanath-temple",
    lines: [[0, 1]],
    daysAgo: 5,
    hour: 6,
    fate: "refunded",
  },
  {
    devotee: 3,
    temple: "guruvayur-sri-krishna-temple",
    lines: [[0, 3]],
    daysAgo: 4,
    hour: 4,
    fate: "dispatched",
    rating: 5,
  },
  {
    devotee: 4,
    temple: "meenakshi-amman-temple-madurai",
    lines: [
      [0, 1],
      [1, 2],
    ],
    daysAgo: 4,
    hour: 8,
    fate: "dispatched",
    rating: 4,
  },
  {
    devotee: 1,
    temple: "tirumala-venkateswara-temple",
    lines: [[2, 1]],
    daysAgo: 4,
    hour: 12,
    fate: "devotee_cancel",
  },
  {
    devotee: 0,
    temple: "palani-dhandayuthapani-temple",
    lines: [
      [0, 2],
      [1, 2],
    ],
    daysAgo: 3,
    hour: 6,
    fate: "dispatched",
    rating: 5,
  },
  {
    devotee: 2,
    temple: "tirumala-venkateswara-temple",
    lines: [[0, 4]],
    daysAgo: 3,
    hour: 10,
    fate: "paid",
  },
  {
    devotee: 3,
    temple: "meenakshi-amman-temple-madurai",
    lines: [[1, 1]],
    daysAgo: 2,
    hour: 7,
    fate: "lapsed",
  },
  {
    devotee: 4,
    temple: "kashi-vishwanath-temple",
    lines: [[0, 2]],
    daysAgo: 2,
    hour: 11,
    fate: "paid",
  },
  {
    devotee: 0,
    temple: "meenakshi-amman-temple-madurai",
    lines: [[2, 1]],
    daysAgo: 1,
    hour: 5,
    fate: "paid",
  },
  {
    devotee: 1,
    temple: "guruvayur-sri-krishna-temple",
    lines: [[0, 1]],
    daysAgo: 1,
    hour: 9,
    fate: "dispatched",
    rating: 3,
  },
  {
    devotee: 3,
    temple: "tirumala-venkateswara-temple",
    lines: [[1, 3]],
    daysAgo: 0,
    hour: -3,
    fate: "paid",
  },
  {
    devotee: 4,
    temple: "palani-dhandayuthapani-temple",
    lines: [[1, 1]],
    daysAgo: 0,
    hour: 0,
    fate: "live",
  },
];
