import type { ContentType } from '@fp/contracts';

type Subject =
  'hero_table' | 'cooler_bag' | 'community' | 'gift_card' | 'farm' | 'kitchen' | 'delivery' | 'zero_waste_kit';

export interface EntrySeed {
  type: ContentType;
  region: 'bc' | 'ab' | 'on' | 'qc' | null;
  /** Where a regional entry applies (SPEC.md §3: regional entries carry a location). */
  location?: { lat: number; lon: number };
  fields: { en: Record<string, string | boolean>; fr: Record<string, string | boolean> };
  /** Images by title, drawn from one illustration subject at the size each screen needs. */
  images?: { subject: Subject; titles: { title: string; width: number; height: number }[] };
}

const responsive = (prefix: string) => [
  { title: `${prefix}mobile`, width: 800, height: 800 },
  { title: `${prefix}tablet`, width: 1200, height: 700 },
  { title: `${prefix}desktop`, width: 1600, height: 700 },
];

/** The content service's demo entries: one generic entry per type and language, some regional ones. */
export const ENTRY_SEEDS: EntrySeed[] = [
  {
    type: 'home_banner_1',
    region: null,
    fields: {
      en: {
        title: 'Dinner, sorted in 30 minutes',
        subtitle:
          'Chef-designed meal kits and ready-to-eat meals made with Canadian ingredients, delivered to your door in a cooler bag we take back.',
        italicizedText: 'Skip, pause or cancel any week.',
      },
      fr: {
        title: 'Le souper, réglé en 30 minutes',
        subtitle:
          'Des prêts-à-cuisiner et des repas prêts-à-manger conçus par nos chefs avec des ingrédients d’ici, livrés à votre porte dans une glacière qu’on reprend.',
        italicizedText: 'Sautez une semaine, faites une pause ou annulez quand vous voulez.',
      },
    },
    images: { subject: 'hero_table', titles: responsive('home_page_banner_') },
  },
  {
    type: 'home_banner_1',
    region: 'qc',
    location: { lat: 45.5019, lon: -73.5674 },
    fields: {
      en: {
        title: 'Québec favourites, delivered to your door',
        subtitle:
          'From pâté chinois to maple-glazed salmon, cooked in our Montréal kitchen and delivered across Greater Montréal and Québec City.',
        italicizedText: 'Local producers, every week.',
      },
      fr: {
        title: 'Les saveurs d’ici, livrées chez vous',
        subtitle:
          'Du pâté chinois au saumon à l’érable, cuisinés dans notre cuisine de Montréal et livrés partout dans le Grand Montréal et à Québec.',
        italicizedText: 'Des producteurs d’ici, chaque semaine.',
      },
    },
    images: { subject: 'hero_table', titles: responsive('home_page_banner_') },
  },
  {
    type: 'home_banner_1',
    region: 'bc',
    location: { lat: 49.2827, lon: -123.1207 },
    fields: {
      en: {
        title: 'From the Fraser Valley to your table',
        subtitle:
          'Meal kits built around BC produce and Pacific seafood, prepared in our Vancouver kitchen and delivered from Victoria to the Okanagan.',
        italicizedText: 'Fresh from BC, every week.',
      },
      fr: {
        title: 'De la vallée du Fraser à votre table',
        subtitle:
          'Des prêts-à-cuisiner pensés autour des produits de la Colombie-Britannique et des fruits de mer du Pacifique, préparés dans notre cuisine de Vancouver.',
        italicizedText: 'Le meilleur de la C.-B., chaque semaine.',
      },
    },
    images: { subject: 'farm', titles: responsive('home_page_banner_') },
  },
  {
    type: 'home_banner_2',
    region: null,
    fields: {
      en: {
        capitalizedHeading: 'Our zero-waste promise',
        title: 'Zero waste, zero hassle',
        subtitle:
          'Every ingredient arrives in reusable containers inside a returnable cooler bag. Rinse, pack, leave it out on your next delivery day: our driver takes it back.',
      },
      fr: {
        capitalizedHeading: 'Notre promesse zéro déchet',
        title: 'Zéro déchet, zéro tracas',
        subtitle:
          'Chaque ingrédient arrive dans un contenant réutilisable, dans une glacière consignée. Rincez, remballez, laissez-la dehors le jour de votre prochaine livraison : notre livreur la reprend.',
      },
    },
    images: { subject: 'cooler_bag', titles: responsive('home_page_banner_') },
  },
  {
    type: 'made_in_canada_banner',
    region: null,
    fields: {
      en: {
        title: 'Made in Canada',
        textbox:
          'Prepared in our kitchens in Vancouver, Calgary, Toronto and Montréal with ingredients from more than 140 Canadian farms and producers.',
        textboxMobile: 'Made in our Canadian kitchens with local ingredients.',
        dismissableToggle: false,
        color: 'sage',
      },
      fr: {
        title: 'Fait au Canada',
        textbox:
          'Préparé dans nos cuisines de Vancouver, Calgary, Toronto et Montréal avec les ingrédients de plus de 140 fermes et producteurs canadiens.',
        textboxMobile: 'Préparé dans nos cuisines canadiennes avec des ingrédients d’ici.',
        dismissableToggle: false,
        color: 'sage',
      },
    },
  },
  {
    type: 'public_notice_bar',
    region: null,
    fields: {
      en: {
        title: 'Holiday deliveries',
        textbox:
          'Deliveries for the week of December 27 move to Tuesday and Wednesday. Order before the usual cutoff and we’ll take care of the rest.',
        textboxMobile: 'Holidays: deliveries of the week of Dec. 27 move to Tue–Wed.',
        dismissableToggle: true,
        color: 'salmon',
      },
      fr: {
        title: 'Livraisons des Fêtes',
        textbox:
          'Les livraisons de la semaine du 27 décembre sont déplacées au mardi et au mercredi. Commandez avant l’heure limite habituelle, on s’occupe du reste.',
        textboxMobile: 'Fêtes : les livraisons de la semaine du 27 déc. passent au mardi et au mercredi.',
        dismissableToggle: true,
        color: 'salmon',
      },
    },
  },
  {
    type: 'price_increase_banner',
    region: null,
    fields: {
      en: {
        message:
          'From January 4, 2027, some plan prices change by 20 to 40 cents per serving. Orders placed before then keep their price.',
        priceIncStartDate: '2026-11-15',
        priceIncEndDate: '2027-01-04',
      },
      fr: {
        message:
          'À compter du 4 janvier 2027, le prix de certains forfaits augmente de 20 à 40 cents par portion. Les commandes passées avant cette date gardent leur prix.',
        priceIncStartDate: '2026-11-15',
        priceIncEndDate: '2027-01-04',
      },
    },
  },
  {
    type: 'account_banner',
    region: null,
    fields: {
      en: {
        name: 'sustainability',
        title: 'Support Sustainability',
        subtitle:
          'Help us achieve zero waste: leave your cooler bag and zero-waste kits out every delivery day so we can reuse them.',
      },
      fr: {
        name: 'sustainability',
        title: 'Misez sur la durabilité',
        subtitle:
          'Aidez-nous à atteindre le zéro déchet : laissez votre glacière et vos trousses zéro déchet dehors chaque jour de livraison pour qu’on les réutilise.',
      },
    },
    images: { subject: 'cooler_bag', titles: responsive('account_banner_') },
  },
  {
    type: 'referral_banner',
    region: null,
    fields: {
      en: {
        title: 'Share the table',
        subtitle: 'Your friends get 3 free meals on their first order, and you get credit once it is delivered.',
      },
      fr: {
        title: 'Partagez la table',
        subtitle:
          'Vos amis reçoivent 3 repas gratuits sur leur première commande, et vous obtenez un crédit dès qu’elle est livrée.',
      },
    },
    images: { subject: 'community', titles: responsive('referral_banner_') },
  },
  {
    type: 'gift_card_banner',
    region: null,
    fields: {
      en: { title: 'Give the gift of good food', subtitle: 'Gift cards from $20, sent by e-mail or printed at home.' },
      fr: {
        title: 'Offrez le plaisir de bien manger',
        subtitle: 'Des cartes-cadeaux à partir de 20 $, envoyées par courriel ou à imprimer à la maison.',
      },
    },
    images: { subject: 'gift_card', titles: [{ title: 'giftcard_banner', width: 1200, height: 700 }] },
  },
  {
    type: 'brand_refresh_banner',
    region: null,
    fields: {
      en: {
        headingText: 'Same kitchen, fresh new look',
        descriptionText: 'Our two meal-kit brands are now one. Same chefs, same farms, one menu.',
        linkText: 'Read our story',
        linkUrl: '/story',
      },
      fr: {
        headingText: 'Même cuisine, nouveau look',
        descriptionText:
          'Nos deux marques de prêts-à-cuisiner n’en font plus qu’une. Mêmes chefs, mêmes fermes, un seul menu.',
        linkText: 'Lire notre histoire',
        linkUrl: '/fr/histoire',
      },
    },
    images: { subject: 'kitchen', titles: responsive('brand_refresh_banner_') },
  },
  {
    type: 'referral_disclaimer',
    region: null,
    fields: {
      en: {
        disclaimer:
          'Referral credit is added once your friend’s first order is delivered. One referral reward per new household; cannot be combined with other first-order offers.',
      },
      fr: {
        disclaimer:
          'Le crédit de parrainage est ajouté dès que la première commande de votre ami est livrée. Une récompense par nouveau foyer; non cumulable avec les autres offres de première commande.',
      },
    },
  },
  {
    type: 'referral_nav_icon',
    region: null,
    fields: {
      en: { enabled: true, startDate: '2026-11-20', endDate: '2026-12-24' },
      fr: { enabled: true, startDate: '2026-11-20', endDate: '2026-12-24' },
    },
  },
];

/** Impact figures as of the seed; jobs refresh them from deliveries and returns. */
export const IMPACT_SEEDS: { key: string; value: number }[] = [
  { key: 'meals_delivered', value: 4_812_340 },
  { key: 'bags_reused', value: 612_480 },
  { key: 'containers_reused', value: 2_345_900 },
  { key: 'kg_packaging_avoided', value: 186_250 },
  { key: 'local_producers', value: 143 },
  { key: 'bag_return_rate', value: 92 },
];
