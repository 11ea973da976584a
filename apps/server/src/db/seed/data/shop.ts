import type { ProductCategory } from "@sannidhi/contracts";

/**
 * The temple shop's demo data (issue 13): what five demo temples sell, and who ordered what.
 * Issue 38: prasadam, kumkum and books are exempt (rate 0) and go on bills of supply; lamps,
 * camphor, vibhuti, rudraksha and incense are taxable. The codes and rates are illustrations.
 */

export interface DemoProduct {
  title: string;
  category: ProductCategory;
  pricePaise: number;
  stock: number;
  gstRate?: number;
  /** Demo classification (issue 38): a temple's accountant sets its own codes and rates. */
  hsnCode: string;
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
      hsnCode: "2106",
      description:
        "The temple's famous laddu of gram flour, ghee, sugar, cashew and cardamom, packed the day it is dispatched.",
    },
    {
      title: "Srivari kumkum",
      category: "pooja_materials",
      pricePaise: 4_000,
      stock: 500,
      material: "Kumkum",
      hsnCode: "3304",
      description: "Kumkum offered at the sanctum, in a sealed 50 g packet.",
    },
    {
      title: "Venkateswara Suprabhatam with meaning",
      category: "books",
      pricePaise: 15_000,
      stock: 80,
      hsnCode: "4901",
      description: "The dawn hymn in Sanskrit with Telugu, Tamil and English meaning.",
    },
  ],
  "palani-dhandayuthapani-temple": [
    {
      title: "Palani panchamirtham (500 g)",
      category: "prasadam",
      pricePaise: 12_000,
      stock: 200,
      hsnCode: "2106",
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
      hsnCode: "3307",
      gstRate: 5,
      description: "Sacred ash from the hill temple.",
    },
  ],
  "meenakshi-amman-temple-madurai": [
    {
      title: "Brass kuthuvilakku (12 inch)",
      category: "lamps",
      pricePaise: 1_25_000,
      stock: 12,
      hsnCode: "7418",
      gstRate: 18,
      description: "A five-faced standing lamp in polished brass, made in Nachiarkoil.",
    },
    {
      title: "Camphor tablets (100 g)",
      category: "pooja_materials",
      pricePaise: 8_000,
      stock: 150,
      material: "Camphor",
      hsnCode: "2914",
      gstRate: 18,
      description: "Pure camphor for aarti.",
    },
    {
      title: "Meenakshi kumkum and turmeric set",
      category: "pooja_materials",
      pricePaise: 6_000,
      stock: 3,
      material: "Turmeric",
      hsnCode: "3304",
      description: "Kumkum and turmeric offered at the Amman shrine.",
    },
  ],
  "kashi-vishwanath-temple": [
    {
      title: "Rudraksha mala (108 beads)",
      category: "pooja_materials",
      pricePaise: 45_000,
      stock: 40,
      hsnCode: "1404",
      gstRate: 5,
      description: "Five-faced rudraksha strung on red thread.",
    },
    {
      title: "Gangajal (250 ml)",
      category: "pooja_materials",
      pricePaise: 5_000,
      stock: 0,
      material: "Gangajal",
      hsnCode: "2201",
      description: "Water of the Ganga from Manikarnika ghat; back in stock after the monsoon.",
    },
  ],
  "guruvayur-sri-krishna-temple": [
    {
      title: "Guruvayur incense sticks",
      category: "pooja_materials",
      pricePaise: 6_000,
      stock: 250,
      material: "Incense Sticks",
      freeShipping: true,
      hsnCode: "3307",
      gstRate: 5,
      description: "Sandal and jasmine agarbathi, 100 sticks.",
    },
  ],
};

/**
 * The shop temples' GST registration (issue 38): the PAN of each demo trust (made up, as are
 * the 80G ones) gives a GSTIN of the temple's state with its computed check character.
 * Guruvayur is not registered, so its shop sells on bills of supply without GST.
 */
export const GST_PANS: Record<string, string | null> = {
  "tirumala-venkateswara-temple": "AAATT5678B",
  "palani-dhandayuthapani-temple": "AAATP3690E",
  "meenakshi-amman-temple-madurai": "AAATM1234A",
  "kashi-vishwanath-temple": "AAATK2468C",
  "guruvayur-sri-krishna-temple": null,
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
