import type { MealSeed } from './types.ts';

// Ready-to-cook kits, set A: 2 servings each, about 30 minutes or less of hands-on cooking.
// Ingredient quantities are for the whole kit (2 servings); nutrition is per serving.

const meals: MealSeed[] = [
  {
    key: 'creamy-tuscan-chicken-penne',
    kind: 'rtc',
    family: 'pasta',
    picture: {
      form: 'pasta',
      base: 'tubes',
      sauce: '#EFD9A8',
      foods: ['chicken', 'sun_dried_tomato', 'spinach', 'parmesan'],
    },
    name: { en: 'Creamy Tuscan Chicken Penne', fr: 'Penne au poulet à la toscane, sauce crémeuse' },
    description: {
      en: 'Golden seared chicken and penne tossed in a garlicky cream sauce studded with sun-dried tomatoes, with baby spinach wilted in at the last minute. A handful of Parmesan makes it silky, and it lands on the table in half an hour.',
      fr: "Du poulet bien doré et des penne enrobés d'une sauce crémeuse à l'ail, parsemée de tomates séchées, avec des bébés épinards qui tombent à la dernière minute. Un peu de parmesan rend le tout onctueux, et le souper est servi en une demi-heure.",
    },
    difficulty: 'easy',
    prepMinutes: 30,
    pricePerServingCents: 1249,
    tags: ['meat_and_fish', 'family_friendly', 'high_protein'],
    spiceLevel: 0,
    ingredients: [
      { name: { en: 'Penne', fr: 'Penne' }, quantity: { en: '170 g', fr: '170 g' }, allergens: ['wheat'] },
      {
        name: { en: 'Boneless, skinless chicken breasts', fr: 'Poitrines de poulet désossées, sans peau' },
        quantity: { en: '300 g', fr: '300 g' },
      },
      { name: { en: 'Shallot', fr: 'Échalote française' }, quantity: { en: '1', fr: '1' } },
      { name: { en: 'Garlic', fr: 'Ail' }, quantity: { en: '2 cloves', fr: '2 gousses' } },
      {
        name: { en: 'Sun-dried tomatoes in oil, sliced', fr: "Tomates séchées dans l'huile, tranchées" },
        quantity: { en: '40 g', fr: '40 g' },
        allergens: ['sulphites'],
      },
      {
        name: { en: 'Italian seasoning', fr: "Fines herbes à l'italienne" },
        quantity: { en: '1 tsp', fr: '1 c. à thé' },
      },
      {
        name: { en: '15% cooking cream', fr: 'Crème à cuisson 15 %' },
        quantity: { en: '200 ml', fr: '200 ml' },
        allergens: ['milk'],
      },
      {
        name: { en: 'Parmesan, grated', fr: 'Parmesan râpé' },
        quantity: { en: '30 g', fr: '30 g' },
        allergens: ['milk'],
      },
      { name: { en: 'Baby spinach', fr: 'Bébés épinards' }, quantity: { en: '60 g', fr: '60 g' } },
      { name: { en: 'Olive oil', fr: "Huile d'olive" }, quantity: { en: '1 tbsp', fr: '1 c. à soupe' } },
    ],
    nutrition: {
      calories: 800,
      fatG: 32,
      saturatedFatG: 14,
      transFatG: 0.5,
      cholesterolMg: 140,
      sodiumMg: 980,
      carbsG: 76,
      fibreG: 5,
      sugarsG: 8,
      proteinG: 51,
    },
    steps: [
      {
        title: { en: 'Prep', fr: 'Préparer les ingrédients' },
        body: {
          en: 'Bring a large pot of salted water to a boil. Finely chop the shallot and mince the garlic. Pat the chicken dry, cut it into 2 cm pieces and season with salt, pepper and half the Italian seasoning.',
          fr: "Porter à ébullition une grande casserole d'eau salée. Hacher finement l'échalote et l'ail. Éponger le poulet, le couper en cubes de 2 cm, puis l'assaisonner de sel, de poivre et de la moitié des fines herbes.",
        },
      },
      {
        title: { en: 'Sear the chicken', fr: 'Saisir le poulet' },
        body: {
          en: 'Heat the oil in a large skillet over medium-high heat. Cook the chicken 6 to 7 minutes, turning once or twice, until golden and cooked through (74 °C). Transfer to a plate.',
          fr: "Dans une grande poêle, chauffer l'huile à feu moyen-vif. Cuire le poulet de 6 à 7 minutes en le retournant une ou deux fois, jusqu'à ce qu'il soit doré et bien cuit (74 °C). Réserver dans une assiette.",
        },
      },
      {
        title: { en: 'Cook the penne', fr: 'Cuire les pâtes' },
        body: {
          en: 'Meanwhile, cook the penne 10 to 11 minutes, until al dente. Reserve 125 ml of the cooking water, then drain.',
          fr: "Pendant ce temps, cuire les penne de 10 à 11 minutes, jusqu'à ce qu'elles soient al dente. Réserver 125 ml d'eau de cuisson, puis égoutter.",
        },
      },
      {
        title: { en: 'Make the sauce', fr: 'Préparer la sauce' },
        body: {
          en: 'In the same skillet over medium heat, soften the shallot 2 minutes. Add the garlic, sun-dried tomatoes and remaining seasoning; cook 30 seconds. Pour in the cream and simmer 2 to 3 minutes, until lightly thickened.',
          fr: "Dans la même poêle, à feu moyen, attendrir l'échalote 2 minutes. Ajouter l'ail, les tomates séchées et le reste des fines herbes, puis cuire 30 secondes. Verser la crème et laisser mijoter de 2 à 3 minutes, jusqu'à ce que la sauce épaississe légèrement.",
        },
      },
      {
        title: { en: 'Bring it together', fr: 'Assembler' },
        body: {
          en: 'Add the penne, chicken and spinach to the sauce and toss until the spinach wilts. Stir in the Parmesan, loosening with a splash of pasta water if needed. Season and serve right away.',
          fr: "Ajouter les pâtes, le poulet et les épinards à la sauce, puis mélanger jusqu'à ce que les épinards tombent. Incorporer le parmesan en ajoutant un peu d'eau de cuisson au besoin pour détendre la sauce. Rectifier l'assaisonnement et servir aussitôt.",
        },
      },
    ],
  },
  {
    key: 'mushroom-thyme-orzo-risotto',
    kind: 'rtc',
    family: 'pasta',
    picture: { form: 'pasta', base: 'orzo', sauce: '#E8D6AE', foods: ['mushrooms', 'parmesan', 'thyme', 'lemon'] },
    name: { en: 'Mushroom & Thyme Orzo “Risotto”', fr: 'Orzo façon risotto aux champignons et au thym' },
    description: {
      en: 'Orzo cooked the risotto way, a ladle of broth at a time, turns creamy without any cream. Browned cremini mushrooms, fresh thyme and a splash of white wine give it real depth, and a squeeze of lemon keeps it bright.',
      fr: "Cuit à la manière d'un risotto, une louche de bouillon à la fois, l'orzo devient crémeux sans une goutte de crème. Des champignons café bien dorés, du thym frais et un trait de vin blanc lui donnent du caractère, et un filet de citron le garde frais.",
    },
    difficulty: 'easy',
    prepMinutes: 30,
    pricePerServingCents: 1099,
    tags: ['vegetarian'],
    spiceLevel: 0,
    ingredients: [
      { name: { en: 'Orzo', fr: 'Orzo' }, quantity: { en: '170 g', fr: '170 g' }, allergens: ['wheat'] },
      { name: { en: 'Cremini mushrooms', fr: 'Champignons café' }, quantity: { en: '227 g', fr: '227 g' } },
      { name: { en: 'Shallot', fr: 'Échalote française' }, quantity: { en: '1', fr: '1' } },
      { name: { en: 'Garlic', fr: 'Ail' }, quantity: { en: '2 cloves', fr: '2 gousses' } },
      { name: { en: 'Fresh thyme', fr: 'Thym frais' }, quantity: { en: '4 sprigs', fr: '4 brins' } },
      {
        name: { en: 'Dry white wine', fr: 'Vin blanc sec' },
        quantity: { en: '60 ml', fr: '60 ml' },
        allergens: ['sulphites'],
      },
      { name: { en: 'Vegetable broth', fr: 'Bouillon de légumes' }, quantity: { en: '500 ml', fr: '500 ml' } },
      { name: { en: 'Butter', fr: 'Beurre' }, quantity: { en: '1 tbsp', fr: '1 c. à soupe' }, allergens: ['milk'] },
      {
        name: {
          en: 'Parmesan-style cheese (vegetarian rennet), grated',
          fr: 'Fromage de type parmesan râpé (présure végétale)',
        },
        quantity: { en: '30 g', fr: '30 g' },
        allergens: ['milk'],
      },
      { name: { en: 'Lemon', fr: 'Citron' }, quantity: { en: '½', fr: '½' } },
    ],
    nutrition: {
      calories: 550,
      fatG: 16,
      saturatedFatG: 8,
      transFatG: 0.3,
      cholesterolMg: 35,
      sodiumMg: 890,
      carbsG: 80,
      fibreG: 5,
      sugarsG: 6,
      proteinG: 21,
    },
    steps: [
      {
        title: { en: 'Prep', fr: 'Préparer les ingrédients' },
        body: {
          en: 'Slice the mushrooms. Finely chop the shallot and mince the garlic. Strip the thyme leaves from the stems. Warm the broth in a small saucepan over low heat.',
          fr: "Trancher les champignons. Hacher finement l'échalote et l'ail. Effeuiller le thym. Dans une petite casserole, réchauffer le bouillon à feu doux.",
        },
      },
      {
        title: { en: 'Brown the mushrooms', fr: 'Dorer les champignons' },
        body: {
          en: 'Heat 1 tbsp oil from your pantry in a large skillet over medium-high heat. Add the mushrooms in a single layer and leave them 3 minutes before stirring; cook 5 to 6 minutes in all, until deeply golden. Season and set half aside for topping.',
          fr: "Dans une grande poêle, chauffer 1 c. à soupe d'huile (garde-manger) à feu moyen-vif. Étaler les champignons en une seule couche et les laisser saisir 3 minutes sans y toucher, puis poursuivre la cuisson de 2 à 3 minutes, jusqu'à ce qu'ils soient bien dorés. Saler, poivrer et en réserver la moitié pour la garniture.",
        },
      },
      {
        title: { en: 'Toast the orzo', fr: "Nacrer l'orzo" },
        body: {
          en: 'Lower the heat to medium. Add the shallot, garlic, thyme and orzo and stir 2 minutes, until the orzo smells toasty. Pour in the wine and stir until it is absorbed.',
          fr: "Réduire à feu moyen. Ajouter l'échalote, l'ail, le thym et l'orzo, puis remuer 2 minutes, jusqu'à ce que l'orzo dégage une odeur de noisette. Déglacer avec le vin et remuer jusqu'à ce qu'il soit absorbé.",
        },
      },
      {
        title: { en: 'Cook it risotto-style', fr: 'Cuire comme un risotto' },
        body: {
          en: 'Add the warm broth a ladle at a time, stirring often and waiting until each addition is mostly absorbed, 10 to 12 minutes in all. The orzo is ready when tender with a little bite and the texture is loose and creamy.',
          fr: "Ajouter le bouillon chaud une louche à la fois, en remuant souvent et en attendant qu'il soit presque absorbé avant d'en remettre, de 10 à 12 minutes en tout. L'orzo est prêt quand il est tendre mais encore un peu ferme sous la dent, et que la texture est souple et crémeuse.",
        },
      },
      {
        title: { en: 'Finish and serve', fr: 'Terminer et servir' },
        body: {
          en: 'Off the heat, stir in the butter, cheese and a squeeze of lemon. Season to taste, spoon into bowls and top with the reserved mushrooms.',
          fr: "Hors du feu, incorporer le beurre, le fromage et un filet de jus de citron. Rectifier l'assaisonnement, répartir dans des bols et garnir des champignons réservés.",
        },
      },
    ],
  },
  {
    key: 'korean-beef-bulgogi-bowls',
    kind: 'rtc',
    family: 'rice_bowl',
    picture: {
      form: 'bowl',
      base: 'rice',
      foods: ['beef_slices', 'carrot', 'cucumber', 'gochujang', 'green_onion', 'sesame'],
    },
    name: { en: 'Korean Beef Bulgogi Bowls', fr: 'Bols de bœuf bulgogi à la coréenne' },
    description: {
      en: 'Thin slices of sirloin soak up a sweet-savoury bulgogi marinade made with Asian pear, then hit a screaming-hot pan for a caramelized finish. Served over sticky rice with quick-pickled cucumber, crunchy carrot and a dab of gochujang for those who like a little heat.',
      fr: "De fines tranches de surlonge s'imprègnent d'une marinade bulgogi sucrée-salée à la poire asiatique, puis passent dans une poêle très chaude pour bien caraméliser. Le tout est servi sur du riz collant avec des concombres marinés minute, des carottes croquantes et une touche de gochujang pour les amateurs de piquant.",
    },
    difficulty: 'easy',
    prepMinutes: 30,
    pricePerServingCents: 1299,
    tags: ['meat_and_fish', 'high_protein'],
    spiceLevel: 1,
    ingredients: [
      {
        name: { en: 'Beef sirloin, thinly sliced', fr: 'Surlonge de bœuf en fines tranches' },
        quantity: { en: '300 g', fr: '300 g' },
      },
      { name: { en: 'Short-grain rice', fr: 'Riz à grain court' }, quantity: { en: '150 g', fr: '150 g' } },
      {
        name: {
          en: 'Bulgogi sauce (soy sauce, Asian pear, garlic, ginger, sesame oil)',
          fr: 'Sauce bulgogi (sauce soya, poire asiatique, ail, gingembre, huile de sésame)',
        },
        quantity: { en: '90 ml', fr: '90 ml' },
        allergens: ['soy', 'wheat', 'sesame'],
      },
      { name: { en: 'Yellow onion', fr: 'Oignon jaune' }, quantity: { en: '½', fr: '½' } },
      { name: { en: 'Green onions', fr: 'Oignons verts' }, quantity: { en: '2', fr: '2' } },
      { name: { en: 'Carrot', fr: 'Carotte' }, quantity: { en: '1', fr: '1' } },
      { name: { en: 'Mini cucumbers', fr: 'Concombres libanais' }, quantity: { en: '2', fr: '2' } },
      { name: { en: 'Rice vinegar', fr: 'Vinaigre de riz' }, quantity: { en: '2 tbsp', fr: '2 c. à soupe' } },
      {
        name: { en: 'Gochujang (Korean chili paste)', fr: 'Gochujang (pâte de piment coréenne)' },
        quantity: { en: '1 tbsp', fr: '1 c. à soupe' },
        allergens: ['wheat', 'soy'],
      },
      {
        name: { en: 'Toasted sesame seeds', fr: 'Graines de sésame grillées' },
        quantity: { en: '1 tsp', fr: '1 c. à thé' },
        allergens: ['sesame'],
      },
    ],
    nutrition: {
      calories: 640,
      fatG: 18,
      saturatedFatG: 6,
      transFatG: 0.5,
      cholesterolMg: 85,
      sodiumMg: 1290,
      carbsG: 82,
      fibreG: 4,
      sugarsG: 18,
      proteinG: 38,
    },
    steps: [
      {
        title: { en: 'Marinate the beef', fr: 'Faire mariner le bœuf' },
        body: {
          en: 'In a bowl, toss the beef and thinly sliced onion with the bulgogi sauce. Let marinate while you prepare the rest, at least 10 minutes.',
          fr: "Dans un bol, mélanger le bœuf et l'oignon émincé avec la sauce bulgogi. Laisser mariner pendant la préparation du reste, au moins 10 minutes.",
        },
      },
      {
        title: { en: 'Cook the rice', fr: 'Cuire le riz' },
        body: {
          en: 'Rinse the rice until the water runs almost clear. Bring it to a boil with 200 ml water and a pinch of salt, cover and cook 12 minutes over low heat. Remove from the heat and let stand, covered, 5 minutes.',
          fr: "Rincer le riz jusqu'à ce que l'eau soit presque claire. Le porter à ébullition avec 200 ml d'eau et une pincée de sel, couvrir et cuire 12 minutes à feu doux. Retirer du feu et laisser reposer 5 minutes à couvert.",
        },
      },
      {
        title: { en: 'Quick-pickle the vegetables', fr: 'Mariner les légumes minute' },
        body: {
          en: 'Thinly slice the cucumbers and cut the carrot into matchsticks. Toss the cucumbers with the rice vinegar and a pinch each of salt and sugar. Slice the green onions.',
          fr: 'Trancher finement les concombres et tailler la carotte en julienne. Mélanger les concombres avec le vinaigre de riz et une pincée de sel et de sucre. Émincer les oignons verts.',
        },
      },
      {
        title: { en: 'Sear the bulgogi', fr: 'Saisir le bulgogi' },
        body: {
          en: 'Heat 1 tbsp oil in a large skillet over high heat until shimmering. Add the beef in a single layer, working in two batches if needed, and cook 2 to 3 minutes, turning once, until browned and caramelized at the edges.',
          fr: "Dans une grande poêle, chauffer 1 c. à soupe d'huile à feu vif jusqu'à ce qu'elle soit très chaude. Déposer le bœuf en une seule couche, en deux fois au besoin, et cuire de 2 à 3 minutes en le retournant une fois, jusqu'à ce qu'il soit doré et caramélisé sur les bords.",
        },
      },
      {
        title: { en: 'Build the bowls', fr: 'Monter les bols' },
        body: {
          en: 'Divide the rice between bowls and top with the beef, carrot and drained cucumbers. Finish with green onions and sesame seeds, and add gochujang to taste.',
          fr: "Répartir le riz dans les bols et garnir de bœuf, de carotte et de concombres égouttés. Parsemer d'oignons verts et de graines de sésame, puis ajouter du gochujang au goût.",
        },
      },
    ],
  },
  {
    key: 'thai-red-curry-shrimp',
    kind: 'rtc',
    family: 'curry',
    picture: {
      form: 'curry',
      base: 'rice',
      sauce: '#D2452A',
      foods: ['shrimp', 'red_pepper', 'snap_peas', 'thai_basil', 'lime'],
    },
    name: { en: 'Thai Red Curry Shrimp', fr: 'Crevettes au cari rouge thaï' },
    description: {
      en: 'Plump shrimp simmer for just a few minutes in coconut milk and red curry paste with crisp red pepper and snow peas. Fish sauce, lime and fresh basil balance the heat, and jasmine rice soaks up every drop.',
      fr: 'De grosses crevettes mijotent à peine quelques minutes dans le lait de coco et la pâte de cari rouge, avec du poivron rouge et des pois mange-tout encore croquants. La sauce de poisson, la lime et le basilic frais équilibrent le piquant, et le riz au jasmin ne laisse rien perdre de la sauce.',
    },
    difficulty: 'easy',
    prepMinutes: 25,
    pricePerServingCents: 1349,
    tags: ['meat_and_fish', 'high_protein'],
    spiceLevel: 2,
    ingredients: [
      {
        name: { en: 'Shrimp, peeled and deveined', fr: 'Crevettes décortiquées et déveinées' },
        quantity: { en: '300 g', fr: '300 g' },
        allergens: ['crustaceans'],
      },
      { name: { en: 'Jasmine rice', fr: 'Riz au jasmin' }, quantity: { en: '150 g', fr: '150 g' } },
      {
        name: { en: 'Thai red curry paste', fr: 'Pâte de cari rouge thaïe' },
        quantity: { en: '2 tbsp', fr: '2 c. à soupe' },
        allergens: ['crustaceans'],
      },
      { name: { en: 'Coconut milk', fr: 'Lait de coco' }, quantity: { en: '250 ml', fr: '250 ml' } },
      { name: { en: 'Red bell pepper', fr: 'Poivron rouge' }, quantity: { en: '1', fr: '1' } },
      { name: { en: 'Snow peas', fr: 'Pois mange-tout' }, quantity: { en: '100 g', fr: '100 g' } },
      { name: { en: 'Garlic', fr: 'Ail' }, quantity: { en: '2 cloves', fr: '2 gousses' } },
      {
        name: { en: 'Fish sauce', fr: 'Sauce de poisson' },
        quantity: { en: '1 tbsp', fr: '1 c. à soupe' },
        allergens: ['fish'],
      },
      { name: { en: 'Brown sugar', fr: 'Cassonade' }, quantity: { en: '1 tsp', fr: '1 c. à thé' } },
      { name: { en: 'Lime', fr: 'Lime' }, quantity: { en: '1', fr: '1' } },
      { name: { en: 'Thai basil', fr: 'Basilic thaï' }, quantity: { en: '10 g', fr: '10 g' } },
    ],
    nutrition: {
      calories: 720,
      fatG: 30,
      saturatedFatG: 22,
      transFatG: 0,
      cholesterolMg: 215,
      sodiumMg: 1280,
      carbsG: 78,
      fibreG: 4,
      sugarsG: 9,
      proteinG: 36,
    },
    steps: [
      {
        title: { en: 'Start the rice', fr: 'Lancer le riz' },
        body: {
          en: 'Rinse the rice, then bring it to a boil with 250 ml water and a pinch of salt. Cover and cook 15 minutes over low heat, then let stand, covered, off the heat.',
          fr: "Rincer le riz, puis le porter à ébullition avec 250 ml d'eau et une pincée de sel. Couvrir et cuire 15 minutes à feu doux, puis laisser reposer hors du feu, à couvert.",
        },
      },
      {
        title: { en: 'Prep', fr: 'Préparer les ingrédients' },
        body: {
          en: 'Slice the pepper into thin strips and trim the snow peas. Mince the garlic. Pat the shrimp dry. Zest half the lime, then cut the whole lime into wedges.',
          fr: "Tailler le poivron en fines lanières et parer les pois mange-tout. Hacher l'ail. Éponger les crevettes. Prélever le zeste de la moitié de la lime, puis couper la lime en quartiers.",
        },
      },
      {
        title: { en: 'Bloom the curry paste', fr: 'Faire revenir la pâte de cari' },
        body: {
          en: 'Heat 1 tbsp oil in a large skillet over medium heat. Add the garlic and curry paste and stir 1 minute, until fragrant. Add the pepper and cook 2 minutes.',
          fr: "Dans une grande poêle, chauffer 1 c. à soupe d'huile à feu moyen. Ajouter l'ail et la pâte de cari et remuer 1 minute, jusqu'à ce que ça embaume. Ajouter le poivron et cuire 2 minutes.",
        },
      },
      {
        title: { en: 'Simmer the shrimp', fr: 'Pocher les crevettes' },
        body: {
          en: "Stir in the coconut milk, fish sauce and brown sugar and bring to a gentle simmer. Add the shrimp and snow peas and cook 3 to 4 minutes, until the shrimp are pink and opaque all the way through. Don't let them overcook or they'll turn rubbery.",
          fr: "Incorporer le lait de coco, la sauce de poisson et la cassonade, puis porter à léger frémissement. Ajouter les crevettes et les pois mange-tout et cuire de 3 à 4 minutes, jusqu'à ce que les crevettes soient roses et opaques jusqu'au centre. Ne pas trop les cuire, sinon elles deviennent caoutchouteuses.",
        },
      },
      {
        title: { en: 'Serve', fr: 'Servir' },
        body: {
          en: 'Off the heat, stir in the lime zest and a squeeze of juice, then taste for salt. Spoon over the rice and scatter with torn basil, with lime wedges on the side.',
          fr: "Hors du feu, ajouter le zeste et un filet de jus de lime, puis goûter pour rectifier l'assaisonnement. Napper le riz de cari et parsemer de basilic déchiqueté. Servir avec les quartiers de lime.",
        },
      },
    ],
  },
  {
    key: 'chickpea-spinach-coconut-curry',
    kind: 'rtc',
    family: 'curry',
    picture: {
      form: 'curry',
      base: 'rice',
      sauce: '#D9892E',
      foods: ['chickpeas', 'spinach', 'coconut_swirl', 'cilantro', 'lime'],
    },
    name: { en: 'Chickpea & Spinach Coconut Curry', fr: "Cari de pois chiches et d'épinards au lait de coco" },
    description: {
      en: 'Chickpeas simmer in a gently spiced tomato and coconut sauce built on onion, garlic and fresh ginger. Spinach melts in at the end, lime wakes everything up, and fluffy basmati rounds out a cozy plant-based supper.',
      fr: "Les pois chiches mijotent dans une sauce tomate et coco doucement épicée, montée sur une base d'oignon, d'ail et de gingembre frais. Les épinards fondent à la toute fin, la lime réveille les saveurs et le riz basmati complète ce souper végétalien réconfortant.",
    },
    difficulty: 'easy',
    prepMinutes: 25,
    pricePerServingCents: 1049,
    tags: ['vegetarian', 'vegan'],
    spiceLevel: 1,
    ingredients: [
      {
        name: { en: 'Chickpeas, canned', fr: 'Pois chiches en conserve' },
        quantity: { en: '1 can (540 ml)', fr: '1 boîte (540 ml)' },
      },
      { name: { en: 'Basmati rice', fr: 'Riz basmati' }, quantity: { en: '150 g', fr: '150 g' } },
      { name: { en: 'Yellow onion', fr: 'Oignon jaune' }, quantity: { en: '1', fr: '1' } },
      { name: { en: 'Garlic', fr: 'Ail' }, quantity: { en: '2 cloves', fr: '2 gousses' } },
      { name: { en: 'Fresh ginger', fr: 'Gingembre frais' }, quantity: { en: '2 cm piece', fr: '1 morceau de 2 cm' } },
      { name: { en: 'Mild curry powder', fr: 'Poudre de cari douce' }, quantity: { en: '1 tbsp', fr: '1 c. à soupe' } },
      { name: { en: 'Crushed tomatoes', fr: 'Tomates broyées' }, quantity: { en: '200 ml', fr: '200 ml' } },
      { name: { en: 'Coconut milk', fr: 'Lait de coco' }, quantity: { en: '200 ml', fr: '200 ml' } },
      { name: { en: 'Baby spinach', fr: 'Bébés épinards' }, quantity: { en: '80 g', fr: '80 g' } },
      { name: { en: 'Lime', fr: 'Lime' }, quantity: { en: '½', fr: '½' } },
      { name: { en: 'Fresh cilantro', fr: 'Coriandre fraîche' }, quantity: { en: '10 g', fr: '10 g' } },
    ],
    nutrition: {
      calories: 690,
      fatG: 24,
      saturatedFatG: 17,
      transFatG: 0,
      cholesterolMg: 0,
      sodiumMg: 780,
      carbsG: 98,
      fibreG: 14,
      sugarsG: 11,
      proteinG: 20,
    },
    steps: [
      {
        title: { en: 'Cook the rice', fr: 'Cuire le riz' },
        body: {
          en: 'Rinse the rice, then bring it to a boil with 275 ml water and a pinch of salt. Cover and cook 12 minutes over low heat, then let stand, covered, 5 minutes.',
          fr: "Rincer le riz, puis le porter à ébullition avec 275 ml d'eau et une pincée de sel. Couvrir et cuire 12 minutes à feu doux, puis laisser reposer 5 minutes à couvert.",
        },
      },
      {
        title: { en: 'Build the base', fr: 'Préparer la base' },
        body: {
          en: 'Chop the onion, mince the garlic and finely grate the ginger. Drain and rinse the chickpeas. Heat 1 tbsp oil in a large saucepan over medium heat and cook the onion 5 minutes, until soft and lightly golden.',
          fr: "Hacher l'oignon et l'ail, puis râper finement le gingembre. Égoutter et rincer les pois chiches. Dans une grande casserole, chauffer 1 c. à soupe d'huile à feu moyen et y attendrir l'oignon 5 minutes, jusqu'à ce qu'il soit légèrement doré.",
        },
      },
      {
        title: { en: 'Toast the spices', fr: 'Griller les épices' },
        body: {
          en: "Add the garlic, ginger and curry powder and stir 1 minute, until the spices smell toasty but don't scorch.",
          fr: "Ajouter l'ail, le gingembre et la poudre de cari, puis remuer 1 minute, juste assez pour que les épices embaument sans brûler.",
        },
      },
      {
        title: { en: 'Simmer', fr: 'Laisser mijoter' },
        body: {
          en: 'Stir in the tomatoes, coconut milk and chickpeas with ½ tsp salt. Simmer 10 minutes over medium-low heat, stirring now and then, until the sauce thickens. Lightly crush a few chickpeas against the pot to make it creamier.',
          fr: "Incorporer les tomates, le lait de coco et les pois chiches avec ½ c. à thé de sel. Laisser mijoter 10 minutes à feu moyen-doux en remuant de temps en temps, jusqu'à ce que la sauce épaississe. Écraser quelques pois chiches contre la paroi pour la rendre plus onctueuse.",
        },
      },
      {
        title: { en: 'Finish and serve', fr: 'Terminer et servir' },
        body: {
          en: 'Stir in the spinach until wilted, about 1 minute, then add a good squeeze of lime. Serve over the rice, scattered with cilantro.',
          fr: "Ajouter les épinards et remuer environ 1 minute, jusqu'à ce qu'ils tombent, puis arroser d'un bon filet de jus de lime. Servir sur le riz et parsemer de coriandre fraîche.",
        },
      },
    ],
  },
  {
    key: 'baja-fish-tacos-lime-slaw',
    kind: 'rtc',
    family: 'tacos',
    picture: {
      form: 'tacos',
      base: 'flour_tortilla',
      foods: ['fried_fish', 'red_cabbage', 'avocado', 'sour_cream', 'cilantro', 'lime'],
    },
    name: { en: 'Baja Fish Tacos with Lime Slaw', fr: 'Tacos de poisson à la Baja, salade de chou à la lime' },
    description: {
      en: 'Pacific rockfish gets a crisp panko crust and a quick pan-fry, then tucks into warm tortillas with a zesty red cabbage slaw. A smoky chipotle crema and creamy avocado finish these tacos the way they do it on the Baja coast.',
      fr: "Du sébaste du Pacifique en croûte de panko, doré à la poêle, se glisse dans des tortillas tièdes avec une salade de chou rouge bien relevée à la lime. Une crème au chipotle légèrement fumée et de l'avocat complètent ces tacos, comme on les mange sur la côte de la Basse-Californie.",
    },
    difficulty: 'moderate',
    prepMinutes: 30,
    pricePerServingCents: 1349,
    tags: ['meat_and_fish', 'high_protein'],
    spiceLevel: 2,
    ingredients: [
      {
        name: { en: 'Pacific rockfish fillets', fr: 'Filets de sébaste du Pacifique' },
        quantity: { en: '300 g', fr: '300 g' },
        allergens: ['fish'],
      },
      {
        name: { en: 'Small flour tortillas (15 cm)', fr: 'Petites tortillas de blé (15 cm)' },
        quantity: { en: '6', fr: '6' },
        allergens: ['wheat'],
      },
      {
        name: { en: 'Panko breadcrumbs', fr: 'Chapelure panko' },
        quantity: { en: '40 g', fr: '40 g' },
        allergens: ['wheat'],
      },
      {
        name: {
          en: 'Baja spice blend (chili, cumin, smoked paprika)',
          fr: "Mélange d'épices Baja (chili, cumin, paprika fumé)",
        },
        quantity: { en: '1 tbsp', fr: '1 c. à soupe' },
      },
      {
        name: { en: 'Mayonnaise', fr: 'Mayonnaise' },
        quantity: { en: '2 tbsp', fr: '2 c. à soupe' },
        allergens: ['eggs'],
      },
      { name: { en: 'Sour cream', fr: 'Crème sure' }, quantity: { en: '60 ml', fr: '60 ml' }, allergens: ['milk'] },
      {
        name: { en: 'Chipotle pepper in adobo, minced', fr: 'Piment chipotle en sauce adobo, haché' },
        quantity: { en: '1 tsp', fr: '1 c. à thé' },
      },
      { name: { en: 'Red cabbage, shredded', fr: 'Chou rouge émincé' }, quantity: { en: '150 g', fr: '150 g' } },
      { name: { en: 'Lime', fr: 'Lime' }, quantity: { en: '1', fr: '1' } },
      { name: { en: 'Avocado', fr: 'Avocat' }, quantity: { en: '1', fr: '1' } },
      { name: { en: 'Fresh cilantro', fr: 'Coriandre fraîche' }, quantity: { en: '10 g', fr: '10 g' } },
    ],
    nutrition: {
      calories: 700,
      fatG: 30,
      saturatedFatG: 8,
      transFatG: 0.2,
      cholesterolMg: 110,
      sodiumMg: 1050,
      carbsG: 68,
      fibreG: 11,
      sugarsG: 6,
      proteinG: 40,
    },
    steps: [
      {
        title: { en: 'Make the slaw and crema', fr: 'Préparer la salade et la crème' },
        body: {
          en: 'Toss the cabbage with the juice of half the lime, half the cilantro (chopped) and a pinch of salt. In a small bowl, stir together the sour cream, chipotle and 1 tbsp mayonnaise. Cut the rest of the lime into wedges.',
          fr: "Mélanger le chou avec le jus d'une demi-lime, la moitié de la coriandre hachée et une pincée de sel. Dans un petit bol, mélanger la crème sure, le chipotle et 1 c. à soupe de mayonnaise. Couper le reste de la lime en quartiers.",
        },
      },
      {
        title: { en: 'Coat the fish', fr: 'Paner le poisson' },
        body: {
          en: 'Pat the fish dry and cut it into 6 strips. Brush all over with the remaining mayonnaise, sprinkle with the spice blend and a pinch of salt, then press into the panko to coat.',
          fr: "Éponger le poisson et le couper en 6 lanières. Le badigeonner du reste de la mayonnaise, le saupoudrer du mélange d'épices et d'une pincée de sel, puis le presser dans le panko pour bien l'enrober.",
        },
      },
      {
        title: { en: 'Pan-fry the fish', fr: 'Cuire le poisson à la poêle' },
        body: {
          en: 'Heat 3 tbsp oil in a large non-stick skillet over medium-high heat. Fry the fish 2 to 3 minutes per side, until golden and it flakes easily (70 °C). Drain on paper towel.',
          fr: "Dans une grande poêle antiadhésive, chauffer 3 c. à soupe d'huile à feu moyen-vif. Cuire le poisson de 2 à 3 minutes de chaque côté, jusqu'à ce qu'il soit doré et se défasse facilement à la fourchette (70 °C). Égoutter sur du papier absorbant.",
        },
      },
      {
        title: { en: 'Warm the tortillas', fr: 'Réchauffer les tortillas' },
        body: {
          en: 'Warm the tortillas in a dry skillet, about 20 seconds per side, and wrap them in a clean tea towel. Slice the avocado.',
          fr: "Réchauffer les tortillas dans une poêle sèche, environ 20 secondes de chaque côté, puis les envelopper dans un linge propre. Trancher l'avocat.",
        },
      },
      {
        title: { en: 'Assemble', fr: 'Garnir les tacos' },
        body: {
          en: 'Fill each tortilla with slaw, a piece of fish and a few slices of avocado. Drizzle with chipotle crema, top with the rest of the cilantro and serve with lime wedges.',
          fr: "Garnir chaque tortilla de salade de chou, d'un morceau de poisson et de quelques tranches d'avocat. Arroser de crème au chipotle, parsemer du reste de la coriandre et servir avec les quartiers de lime.",
        },
      },
    ],
  },
  {
    key: 'black-bean-sweet-potato-tacos',
    kind: 'rtc',
    family: 'tacos',
    picture: {
      form: 'tacos',
      base: 'corn_tortilla',
      foods: [
        'black_beans',
        'sweet_potato',
        'green_cabbage',
        'avocado',
        'red_onion',
        'pumpkin_seeds',
        'cilantro',
        'lime',
      ],
    },
    name: { en: 'Black Bean & Sweet Potato Tacos', fr: 'Tacos aux haricots noirs et aux patates douces' },
    description: {
      en: 'Cumin-roasted sweet potato and smashed black beans fill charred corn tortillas, topped with a tangy avocado-lime crema and crunchy cabbage. Toasted pumpkin seeds add a nutty finish to these hearty, fully plant-based tacos.',
      fr: "Des patates douces rôties au cumin et des haricots noirs écrasés garnissent des tortillas de maïs grillées, avec une crème d'avocat à la lime et du chou croquant. Des graines de citrouille grillées ajoutent une note de noisette à ces tacos végétaliens bien nourrissants.",
    },
    difficulty: 'easy',
    prepMinutes: 30,
    pricePerServingCents: 1049,
    tags: ['vegetarian', 'vegan'],
    spiceLevel: 1,
    ingredients: [
      { name: { en: 'Sweet potato', fr: 'Patate douce' }, quantity: { en: '1 large (400 g)', fr: '1 grosse (400 g)' } },
      {
        name: { en: 'Black beans, canned', fr: 'Haricots noirs en conserve' },
        quantity: { en: '1 can (540 ml)', fr: '1 boîte (540 ml)' },
      },
      { name: { en: 'Corn tortillas (15 cm)', fr: 'Tortillas de maïs (15 cm)' }, quantity: { en: '6', fr: '6' } },
      {
        name: { en: 'Taco spice blend', fr: "Mélange d'épices à tacos" },
        quantity: { en: '1 tbsp', fr: '1 c. à soupe' },
      },
      { name: { en: 'Red onion', fr: 'Oignon rouge' }, quantity: { en: '½', fr: '½' } },
      { name: { en: 'Avocado', fr: 'Avocat' }, quantity: { en: '1', fr: '1' } },
      { name: { en: 'Lime', fr: 'Lime' }, quantity: { en: '1', fr: '1' } },
      { name: { en: 'Green cabbage, shredded', fr: 'Chou vert émincé' }, quantity: { en: '100 g', fr: '100 g' } },
      { name: { en: 'Pumpkin seeds (pepitas)', fr: 'Graines de citrouille' }, quantity: { en: '20 g', fr: '20 g' } },
      { name: { en: 'Fresh cilantro', fr: 'Coriandre fraîche' }, quantity: { en: '10 g', fr: '10 g' } },
    ],
    nutrition: {
      calories: 670,
      fatG: 22,
      saturatedFatG: 3,
      transFatG: 0,
      cholesterolMg: 0,
      sodiumMg: 720,
      carbsG: 98,
      fibreG: 24,
      sugarsG: 10,
      proteinG: 20,
    },
    steps: [
      {
        title: { en: 'Roast the sweet potato', fr: 'Rôtir la patate douce' },
        body: {
          en: 'Preheat the oven to 220 °C (425 °F). Cut the sweet potato into 1.5 cm cubes and toss on a parchment-lined baking sheet with 1 tbsp oil, half the spice blend and a pinch of salt. Roast 20 to 22 minutes, flipping halfway, until tender and browned at the edges.',
          fr: "Préchauffer le four à 220 °C (425 °F). Couper la patate douce en cubes de 1,5 cm et les mélanger sur une plaque tapissée de papier parchemin avec 1 c. à soupe d'huile, la moitié du mélange d'épices et une pincée de sel. Rôtir de 20 à 22 minutes en retournant à mi-cuisson, jusqu'à ce que les cubes soient tendres et dorés sur les bords.",
        },
      },
      {
        title: { en: 'Warm the beans', fr: 'Réchauffer les haricots' },
        body: {
          en: 'Finely chop half the red onion; thinly slice the rest. Drain and rinse the beans. In a saucepan over medium heat, cook the chopped onion in 1 tsp oil for 3 minutes, add the beans, remaining spices and 60 ml water, and simmer 5 minutes. Roughly mash with a fork.',
          fr: "Hacher finement la moitié de l'oignon rouge et émincer le reste. Égoutter et rincer les haricots. Dans une casserole, à feu moyen, attendrir l'oignon haché 3 minutes dans 1 c. à thé d'huile, puis ajouter les haricots, le reste des épices et 60 ml d'eau. Laisser mijoter 5 minutes et écraser grossièrement à la fourchette.",
        },
      },
      {
        title: { en: 'Make the avocado crema', fr: "Préparer la crème d'avocat" },
        body: {
          en: 'Mash the avocado with the juice of half the lime, 2 to 3 tbsp water and a pinch of salt until smooth and spoonable. Toss the cabbage and sliced onion with a squeeze of lime.',
          fr: "Écraser l'avocat avec le jus d'une demi-lime, 2 à 3 c. à soupe d'eau et une pincée de sel, jusqu'à l'obtention d'une crème lisse. Mélanger le chou et l'oignon émincé avec un filet de jus de lime.",
        },
      },
      {
        title: { en: 'Toast seeds and tortillas', fr: 'Griller les graines et les tortillas' },
        body: {
          en: 'Toast the pumpkin seeds in a dry skillet over medium heat for 2 to 3 minutes, until they start to pop; set aside. Char the tortillas in the same skillet, 30 seconds per side, and keep them wrapped in a tea towel.',
          fr: "Dans une poêle sèche, griller les graines de citrouille à feu moyen de 2 à 3 minutes, jusqu'à ce qu'elles commencent à éclater, puis réserver. Dans la même poêle, griller les tortillas 30 secondes de chaque côté et les garder au chaud dans un linge.",
        },
      },
      {
        title: { en: 'Assemble', fr: 'Garnir les tacos' },
        body: {
          en: 'Spread each tortilla with beans, then add sweet potato, slaw and a spoonful of avocado crema. Finish with pumpkin seeds and cilantro.',
          fr: "Tartiner chaque tortilla de haricots, puis ajouter des cubes de patate douce, de la salade de chou et une cuillerée de crème d'avocat. Parsemer de graines de citrouille et de coriandre fraîche.",
        },
      },
    ],
  },
  {
    key: 'honey-garlic-salmon-sesame-green-beans',
    kind: 'rtc',
    family: 'fish',
    picture: { form: 'plate', foods: ['salmon', 'green_beans', 'rice_side', 'sesame', 'green_onion'] },
    name: { en: 'Honey Garlic Salmon with Sesame Green Beans', fr: 'Saumon miel et ail, haricots verts au sésame' },
    description: {
      en: 'Salmon fillets are seared skin-side down until crisp, then spooned with a glossy honey-garlic glaze that turns sticky in the pan. Blistered green beans with toasted sesame and a bed of jasmine rice make it an easy weeknight win that kids love too.',
      fr: "Les filets de saumon sont saisis côté peau jusqu'à ce qu'elle croustille, puis arrosés d'une glace miel et ail qui devient collante dans la poêle. Des haricots verts bien saisis au sésame et un lit de riz au jasmin en font un souper de semaine facile qui plaît aussi aux enfants.",
    },
    difficulty: 'easy',
    prepMinutes: 25,
    pricePerServingCents: 1349,
    tags: ['meat_and_fish', 'family_friendly', 'high_protein'],
    spiceLevel: 0,
    ingredients: [
      {
        name: { en: 'Salmon fillets, skin on', fr: 'Filets de saumon avec la peau' },
        quantity: { en: '2 × 140 g', fr: '2 × 140 g' },
        allergens: ['fish'],
      },
      { name: { en: 'Jasmine rice', fr: 'Riz au jasmin' }, quantity: { en: '150 g', fr: '150 g' } },
      { name: { en: 'Green beans', fr: 'Haricots verts' }, quantity: { en: '200 g', fr: '200 g' } },
      { name: { en: 'Honey', fr: 'Miel' }, quantity: { en: '2 tbsp', fr: '2 c. à soupe' } },
      {
        name: { en: 'Soy sauce', fr: 'Sauce soya' },
        quantity: { en: '2 tbsp', fr: '2 c. à soupe' },
        allergens: ['soy', 'wheat'],
      },
      { name: { en: 'Garlic', fr: 'Ail' }, quantity: { en: '3 cloves', fr: '3 gousses' } },
      { name: { en: 'Rice vinegar', fr: 'Vinaigre de riz' }, quantity: { en: '1 tsp', fr: '1 c. à thé' } },
      {
        name: { en: 'Toasted sesame oil', fr: 'Huile de sésame grillé' },
        quantity: { en: '1 tsp', fr: '1 c. à thé' },
        allergens: ['sesame'],
      },
      {
        name: { en: 'Toasted sesame seeds', fr: 'Graines de sésame grillées' },
        quantity: { en: '1 tsp', fr: '1 c. à thé' },
        allergens: ['sesame'],
      },
      { name: { en: 'Green onions', fr: 'Oignons verts' }, quantity: { en: '2', fr: '2' } },
    ],
    nutrition: {
      calories: 690,
      fatG: 24,
      saturatedFatG: 4.5,
      transFatG: 0,
      cholesterolMg: 75,
      sodiumMg: 1010,
      carbsG: 82,
      fibreG: 4,
      sugarsG: 20,
      proteinG: 36,
    },
    steps: [
      {
        title: { en: 'Cook the rice', fr: 'Cuire le riz' },
        body: {
          en: 'Rinse the rice, then bring it to a boil with 250 ml water and a pinch of salt. Cover and cook 15 minutes over low heat, then let stand, covered, off the heat.',
          fr: "Rincer le riz, puis le porter à ébullition avec 250 ml d'eau et une pincée de sel. Couvrir et cuire 15 minutes à feu doux, puis laisser reposer hors du feu, à couvert.",
        },
      },
      {
        title: { en: 'Mix the glaze', fr: 'Préparer la glace' },
        body: {
          en: 'Mince the garlic. In a small bowl, whisk the honey, soy sauce, rice vinegar and two-thirds of the garlic with 1 tbsp water. Trim the green beans and slice the green onions.',
          fr: "Hacher l'ail. Dans un petit bol, fouetter le miel, la sauce soya, le vinaigre de riz et les deux tiers de l'ail avec 1 c. à soupe d'eau. Parer les haricots verts et émincer les oignons verts.",
        },
      },
      {
        title: { en: 'Sear the salmon', fr: 'Saisir le saumon' },
        body: {
          en: 'Pat the salmon dry and season lightly. Heat 1 tbsp oil in a non-stick skillet over medium-high heat and cook skin-side down 4 minutes, until the skin is crisp. Flip and cook 2 minutes more.',
          fr: "Éponger le saumon et l'assaisonner légèrement. Dans une poêle antiadhésive, chauffer 1 c. à soupe d'huile à feu moyen-vif et cuire le saumon côté peau 4 minutes, jusqu'à ce que la peau soit croustillante. Le retourner et poursuivre la cuisson 2 minutes.",
        },
      },
      {
        title: { en: 'Glaze', fr: 'Glacer le saumon' },
        body: {
          en: 'Lower the heat to medium, pour the glaze around the fish and let it bubble 1 to 2 minutes, spooning it over, until syrupy and the salmon flakes easily (70 °C). Watch closely: honey burns quickly.',
          fr: "Réduire à feu moyen, verser la glace autour du poisson et laisser bouillonner de 1 à 2 minutes en l'arrosant, jusqu'à ce qu'elle soit sirupeuse et que le saumon se défasse facilement (70 °C). Surveiller de près : le miel brûle vite.",
        },
      },
      {
        title: { en: 'Blister the beans and serve', fr: 'Saisir les haricots et servir' },
        body: {
          en: 'In another skillet over high heat, cook the beans in 1 tsp oil for 4 to 5 minutes, until blistered but still crisp. Add the remaining garlic for the last 30 seconds, then toss with sesame oil and seeds. Serve the salmon over rice with the beans, spooning over any extra glaze and scattering with green onions.',
          fr: "Dans une autre poêle, à feu vif, cuire les haricots dans 1 c. à thé d'huile de 4 à 5 minutes, jusqu'à ce qu'ils soient tachetés de brun mais encore croquants. Ajouter le reste de l'ail pendant les 30 dernières secondes, puis mélanger avec l'huile et les graines de sésame. Servir le saumon sur le riz avec les haricots, napper du reste de la glace et parsemer d'oignons verts.",
        },
      },
    ],
  },
  {
    key: 'maple-dijon-pork-tenderloin-roasted-roots',
    kind: 'rtc',
    family: 'roast',
    picture: { form: 'plate', foods: ['pork_medallions', 'potatoes', 'carrot_coins', 'parsnip', 'rosemary'] },
    name: {
      en: 'Maple-Dijon Pork Tenderloin with Roasted Roots',
      fr: 'Filet de porc érable et Dijon, légumes racines rôtis',
    },
    description: {
      en: 'A tender pork tenderloin is seared, brushed with a maple-Dijon glaze and finished in the oven alongside rosemary-roasted potatoes, carrots and parsnip. It tastes like a Sunday roast but fits into a weeknight.',
      fr: "Un filet de porc tendre est saisi, badigeonné d'une glace à l'érable et à la moutarde de Dijon, puis terminé au four à côté de pommes de terre, de carottes et de panais rôtis au romarin. Ça goûte le rôti du dimanche, mais ça se prépare un mardi soir.",
    },
    difficulty: 'moderate',
    prepMinutes: 30,
    pricePerServingCents: 1299,
    tags: ['meat_and_fish', 'high_protein'],
    spiceLevel: 0,
    ingredients: [
      { name: { en: 'Pork tenderloin', fr: 'Filet de porc' }, quantity: { en: '340 g', fr: '340 g' } },
      {
        name: { en: 'Yellow-flesh potatoes', fr: 'Pommes de terre à chair jaune' },
        quantity: { en: '300 g', fr: '300 g' },
      },
      { name: { en: 'Carrots', fr: 'Carottes' }, quantity: { en: '2', fr: '2' } },
      { name: { en: 'Parsnip', fr: 'Panais' }, quantity: { en: '1', fr: '1' } },
      { name: { en: 'Red onion', fr: 'Oignon rouge' }, quantity: { en: '½', fr: '½' } },
      { name: { en: 'Fresh rosemary', fr: 'Romarin frais' }, quantity: { en: '1 sprig', fr: '1 brin' } },
      { name: { en: 'Garlic', fr: 'Ail' }, quantity: { en: '2 cloves', fr: '2 gousses' } },
      { name: { en: 'Pure maple syrup', fr: "Sirop d'érable pur" }, quantity: { en: '2 tbsp', fr: '2 c. à soupe' } },
      {
        name: { en: 'Dijon mustard', fr: 'Moutarde de Dijon' },
        quantity: { en: '1 tbsp', fr: '1 c. à soupe' },
        allergens: ['mustard', 'sulphites'],
      },
      { name: { en: 'Butter', fr: 'Beurre' }, quantity: { en: '1 tbsp', fr: '1 c. à soupe' }, allergens: ['milk'] },
      { name: { en: 'Vegetable oil', fr: 'Huile végétale' }, quantity: { en: '1.5 tbsp', fr: '1,5 c. à soupe' } },
    ],
    nutrition: {
      calories: 560,
      fatG: 16,
      saturatedFatG: 5,
      transFatG: 0.2,
      cholesterolMg: 120,
      sodiumMg: 620,
      carbsG: 62,
      fibreG: 8,
      sugarsG: 22,
      proteinG: 42,
    },
    steps: [
      {
        title: { en: 'Roast the vegetables', fr: 'Rôtir les légumes' },
        body: {
          en: 'Preheat the oven to 220 °C (425 °F). Cut the potatoes, carrots and parsnip into 2 cm pieces and the onion into wedges. Toss on a baking sheet with 1 tbsp oil, the chopped rosemary leaves, salt and pepper. Roast 25 to 28 minutes, stirring halfway, until golden and tender.',
          fr: "Préchauffer le four à 220 °C (425 °F). Couper les pommes de terre, les carottes et le panais en morceaux de 2 cm, et l'oignon en quartiers. Mélanger sur une plaque de cuisson avec 1 c. à soupe d'huile, les feuilles de romarin hachées, du sel et du poivre. Rôtir de 25 à 28 minutes en remuant à mi-cuisson, jusqu'à ce que les légumes soient dorés et tendres.",
        },
      },
      {
        title: { en: 'Make the glaze', fr: 'Préparer la glace' },
        body: {
          en: 'Mince the garlic and stir it into the maple syrup and Dijon with a pinch of pepper.',
          fr: "Hacher l'ail et le mélanger au sirop d'érable et à la moutarde avec une pincée de poivre.",
        },
      },
      {
        title: { en: 'Sear the pork', fr: 'Saisir le porc' },
        body: {
          en: 'Pat the pork dry, trim off any silver skin and season with salt. Heat the remaining oil in an oven-safe skillet over medium-high heat and brown the tenderloin on all sides, 5 to 6 minutes in all.',
          fr: "Éponger le filet de porc, retirer la membrane argentée au besoin et saler. Dans une poêle allant au four, chauffer le reste de l'huile à feu moyen-vif et dorer le filet sur toutes ses faces, de 5 à 6 minutes en tout.",
        },
      },
      {
        title: { en: 'Glaze and roast', fr: 'Glacer et terminer au four' },
        body: {
          en: 'Brush the pork with half the glaze and transfer the skillet to the oven for 10 to 14 minutes, until a thermometer in the thickest part reads 71 °C. Brush with the rest of the glaze halfway through.',
          fr: "Badigeonner le porc de la moitié de la glace et mettre la poêle au four de 10 à 14 minutes, jusqu'à ce qu'un thermomètre inséré au centre de la partie la plus épaisse indique 71 °C. Badigeonner du reste de la glace à mi-cuisson.",
        },
      },
      {
        title: { en: 'Rest and serve', fr: 'Laisser reposer et servir' },
        body: {
          en: 'Transfer the pork to a board and let it rest 5 minutes. Meanwhile, set the skillet over low heat, whisk the butter and 2 tbsp water into the pan juices to make a quick sauce. Slice the pork and serve with the roasted roots, spooning the sauce over.',
          fr: "Déposer le porc sur une planche et le laisser reposer 5 minutes. Pendant ce temps, remettre la poêle à feu doux et y fouetter le beurre et 2 c. à soupe d'eau avec les sucs de cuisson pour obtenir une sauce minute. Trancher le porc et le servir avec les légumes racines, nappé de sauce.",
        },
      },
    ],
  },
  {
    key: 'steak-frites-chimichurri',
    kind: 'rtc',
    family: 'roast',
    picture: { form: 'plate', foods: ['steak', 'fries', 'chimichurri'] },
    name: { en: 'Steak Frites with Chimichurri', fr: 'Steak-frites, sauce chimichurri' },
    description: {
      en: 'Canadian AAA striploin, seared hard in cast iron and sliced against the grain, with crisp oven-baked Yukon Gold frites. A punchy chimichurri of parsley, garlic, shallot and red wine vinegar cuts right through the richness.',
      fr: "Un contre-filet canadien AAA, saisi à feu vif dans la fonte et tranché dans le sens contraire des fibres, servi avec des frites de Yukon Gold croustillantes cuites au four. Une sauce chimichurri bien relevée au persil, à l'ail, à l'échalote et au vinaigre de vin rouge vient trancher avec la richesse de la viande.",
    },
    difficulty: 'moderate',
    prepMinutes: 35,
    pricePerServingCents: 1799,
    tags: ['meat_and_fish', 'premium', 'high_protein'],
    spiceLevel: 1,
    ingredients: [
      {
        name: { en: 'AAA beef striploin steaks', fr: 'Contre-filets de bœuf AAA' },
        quantity: { en: '2 × 170 g', fr: '2 × 170 g' },
      },
      { name: { en: 'Yukon Gold potatoes', fr: 'Pommes de terre Yukon Gold' }, quantity: { en: '500 g', fr: '500 g' } },
      { name: { en: 'Flat-leaf parsley', fr: 'Persil plat' }, quantity: { en: '15 g', fr: '15 g' } },
      { name: { en: 'Shallot', fr: 'Échalote française' }, quantity: { en: '1', fr: '1' } },
      { name: { en: 'Garlic', fr: 'Ail' }, quantity: { en: '2 cloves', fr: '2 gousses' } },
      { name: { en: 'Dried oregano', fr: 'Origan séché' }, quantity: { en: '1 tsp', fr: '1 c. à thé' } },
      {
        name: { en: 'Red wine vinegar', fr: 'Vinaigre de vin rouge' },
        quantity: { en: '1 tbsp', fr: '1 c. à soupe' },
        allergens: ['sulphites'],
      },
      { name: { en: 'Chili flakes', fr: 'Piment broyé' }, quantity: { en: '¼ tsp', fr: '¼ c. à thé' } },
      {
        name: { en: 'Extra-virgin olive oil', fr: "Huile d'olive extra vierge" },
        quantity: { en: '60 ml', fr: '60 ml' },
      },
      { name: { en: 'Flaky sea salt', fr: 'Fleur de sel' }, quantity: { en: '1 tsp', fr: '1 c. à thé' } },
    ],
    nutrition: {
      calories: 760,
      fatG: 44,
      saturatedFatG: 12,
      transFatG: 1,
      cholesterolMg: 110,
      sodiumMg: 720,
      carbsG: 48,
      fibreG: 5,
      sugarsG: 3,
      proteinG: 42,
    },
    steps: [
      {
        title: { en: 'Bake the frites', fr: 'Cuire les frites au four' },
        body: {
          en: 'Preheat the oven to 230 °C (450 °F). Cut the potatoes into 1 cm sticks, rinse in cold water and dry very well. Toss with 1 tbsp of the olive oil and ½ tsp salt, spread out on a parchment-lined baking sheet and bake 25 to 30 minutes, turning once, until deep golden and crisp.',
          fr: "Préchauffer le four à 230 °C (450 °F). Couper les pommes de terre en bâtonnets de 1 cm, les rincer à l'eau froide et les assécher parfaitement. Les mélanger avec 1 c. à soupe d'huile d'olive et ½ c. à thé de sel, les étaler sur une plaque tapissée de papier parchemin et cuire de 25 à 30 minutes en les retournant une fois, jusqu'à ce qu'elles soient bien dorées et croustillantes.",
        },
      },
      {
        title: { en: 'Make the chimichurri', fr: 'Préparer la sauce chimichurri' },
        body: {
          en: 'Finely chop the parsley and shallot and mince the garlic. Stir together with the oregano, vinegar, chili flakes, the remaining olive oil and a pinch of salt. Let it sit while the steaks cook so the flavours meld.',
          fr: "Hacher finement le persil, l'échalote et l'ail. Mélanger avec l'origan, le vinaigre, le piment broyé, le reste de l'huile d'olive et une pincée de sel. Laisser reposer pendant la cuisson des steaks pour que les saveurs se marient.",
        },
      },
      {
        title: { en: 'Sear the steaks', fr: 'Saisir les steaks' },
        body: {
          en: 'Take the steaks out of the fridge 15 minutes ahead, pat dry and season generously. Heat a cast-iron or heavy skillet over high heat with 1 tsp oil until smoking. Sear 3 to 4 minutes per side for medium-rare (63 °C) or 5 minutes per side for medium (71 °C).',
          fr: "Sortir les steaks du réfrigérateur 15 minutes à l'avance, les éponger et bien les assaisonner. Chauffer une poêle en fonte ou à fond épais à feu vif avec 1 c. à thé d'huile, jusqu'à ce qu'elle fume légèrement. Saisir de 3 à 4 minutes de chaque côté pour une cuisson mi-saignante (63 °C), ou 5 minutes de chaque côté pour une cuisson à point (71 °C).",
        },
      },
      {
        title: { en: 'Rest the meat', fr: 'Laisser reposer la viande' },
        body: {
          en: 'Transfer the steaks to a board and rest 5 minutes so the juices settle. Slice against the grain into 1 cm strips.',
          fr: 'Déposer les steaks sur une planche et les laisser reposer 5 minutes pour que les jus se répartissent. Les trancher dans le sens contraire des fibres en lanières de 1 cm.',
        },
      },
      {
        title: { en: 'Plate', fr: 'Dresser' },
        body: {
          en: 'Sprinkle the frites with flaky salt. Arrange the steak next to the frites, spoon the chimichurri over the meat and serve the rest on the side for dipping.',
          fr: 'Parsemer les frites de fleur de sel. Dresser le steak à côté des frites, napper la viande de chimichurri et servir le reste de la sauce à côté pour y tremper les frites.',
        },
      },
    ],
  },
  {
    key: 'lemon-herb-chicken-souvlaki-bowls',
    kind: 'rtc',
    family: 'grain_bowl',
    picture: {
      form: 'bowl',
      base: 'rice',
      foods: ['chicken', 'cucumber', 'cherry_tomato', 'red_onion', 'olives', 'feta', 'tzatziki', 'dill', 'lemon'],
    },
    name: { en: 'Lemon Herb Chicken Souvlaki Bowls', fr: 'Bols de souvlaki au poulet, citron et fines herbes' },
    description: {
      en: 'Chicken thighs marinated in lemon, garlic and oregano are seared until charred at the edges and piled over lemony rice. Cool dill tzatziki, juicy tomatoes, cucumber, Kalamata olives and crumbled feta bring the whole Greek taverna to your table.',
      fr: "Des hauts de cuisse de poulet marinés au citron, à l'ail et à l'origan sont saisis jusqu'à ce qu'ils soient grillés sur les bords, puis servis sur un riz citronné. Un tzatziki frais à l'aneth, des tomates juteuses, du concombre, des olives Kalamata et de la feta émiettée, et c'est toute la taverne grecque qui s'invite à votre table.",
    },
    difficulty: 'easy',
    prepMinutes: 30,
    pricePerServingCents: 1249,
    tags: ['meat_and_fish', 'high_protein'],
    spiceLevel: 0,
    ingredients: [
      {
        name: { en: 'Boneless, skinless chicken thighs', fr: 'Hauts de cuisse de poulet désossés, sans peau' },
        quantity: { en: '340 g', fr: '340 g' },
      },
      { name: { en: 'Long-grain rice', fr: 'Riz à grain long' }, quantity: { en: '150 g', fr: '150 g' } },
      { name: { en: 'Lemon', fr: 'Citron' }, quantity: { en: '1', fr: '1' } },
      { name: { en: 'Garlic', fr: 'Ail' }, quantity: { en: '2 cloves', fr: '2 gousses' } },
      { name: { en: 'Dried oregano', fr: 'Origan séché' }, quantity: { en: '1 tsp', fr: '1 c. à thé' } },
      {
        name: { en: 'Plain Greek yogurt 2%', fr: 'Yogourt grec nature 2 %' },
        quantity: { en: '120 ml', fr: '120 ml' },
        allergens: ['milk'],
      },
      { name: { en: 'Mini cucumbers', fr: 'Concombres libanais' }, quantity: { en: '2', fr: '2' } },
      { name: { en: 'Fresh dill', fr: 'Aneth frais' }, quantity: { en: '5 g', fr: '5 g' } },
      { name: { en: 'Cherry tomatoes', fr: 'Tomates cerises' }, quantity: { en: '150 g', fr: '150 g' } },
      { name: { en: 'Red onion', fr: 'Oignon rouge' }, quantity: { en: '¼', fr: '¼' } },
      {
        name: { en: 'Kalamata olives, pitted', fr: 'Olives Kalamata dénoyautées' },
        quantity: { en: '30 g', fr: '30 g' },
      },
      { name: { en: 'Feta cheese', fr: 'Fromage feta' }, quantity: { en: '40 g', fr: '40 g' }, allergens: ['milk'] },
    ],
    nutrition: {
      calories: 640,
      fatG: 24,
      saturatedFatG: 7,
      transFatG: 0.2,
      cholesterolMg: 140,
      sodiumMg: 1050,
      carbsG: 66,
      fibreG: 3,
      sugarsG: 7,
      proteinG: 40,
    },
    steps: [
      {
        title: { en: 'Marinate the chicken', fr: 'Faire mariner le poulet' },
        body: {
          en: 'Zest the lemon and juice half of it. Mince the garlic. Cut the chicken into 3 cm pieces and toss with 1 tbsp oil, the lemon zest, 1 tbsp lemon juice, half the garlic, the oregano, salt and pepper. Set aside while the rice cooks.',
          fr: "Prélever le zeste du citron et presser la moitié du fruit. Hacher l'ail. Couper le poulet en cubes de 3 cm et le mélanger avec 1 c. à soupe d'huile, le zeste, 1 c. à soupe de jus de citron, la moitié de l'ail, l'origan, du sel et du poivre. Réserver pendant la cuisson du riz.",
        },
      },
      {
        title: { en: 'Cook the lemon rice', fr: 'Cuire le riz citronné' },
        body: {
          en: 'Rinse the rice, then bring it to a boil with 300 ml water and a pinch of salt. Cover and cook 15 minutes over low heat. Let stand 5 minutes, then fluff with a squeeze of lemon.',
          fr: "Rincer le riz, puis le porter à ébullition avec 300 ml d'eau et une pincée de sel. Couvrir et cuire 15 minutes à feu doux. Laisser reposer 5 minutes, puis égrainer à la fourchette avec un filet de jus de citron.",
        },
      },
      {
        title: { en: 'Make the tzatziki', fr: 'Préparer le tzatziki' },
        body: {
          en: 'Coarsely grate half a cucumber and squeeze out the liquid. Stir it into the yogurt with the remaining garlic, chopped dill and a pinch of salt. Dice the other cucumber, halve the tomatoes and thinly slice the onion.',
          fr: "Râper grossièrement la moitié d'un concombre et bien l'essorer. L'incorporer au yogourt avec le reste de l'ail, l'aneth haché et une pincée de sel. Couper le reste du concombre en dés, les tomates en deux et émincer finement l'oignon.",
        },
      },
      {
        title: { en: 'Sear the chicken', fr: 'Saisir le poulet' },
        body: {
          en: 'Heat a large skillet over medium-high heat. Cook the chicken in a single layer 8 to 10 minutes, turning occasionally, until charred at the edges and cooked through (74 °C).',
          fr: "Chauffer une grande poêle à feu moyen-vif. Y cuire le poulet en une seule couche de 8 à 10 minutes en le retournant de temps en temps, jusqu'à ce qu'il soit grillé sur les bords et bien cuit (74 °C).",
        },
      },
      {
        title: { en: 'Build the bowls', fr: 'Monter les bols' },
        body: {
          en: 'Divide the rice between bowls. Top with chicken, cucumber, tomatoes, onion and olives, crumble the feta over and finish with a big spoonful of tzatziki.',
          fr: "Répartir le riz dans les bols. Garnir de poulet, de concombre, de tomates, d'oignon et d'olives, émietter la feta par-dessus et terminer avec une bonne cuillerée de tzatziki.",
        },
      },
    ],
  },
  {
    key: 'falafel-bowls-tahini',
    kind: 'rtc',
    family: 'grain_bowl',
    picture: {
      form: 'bowl',
      base: 'quinoa',
      foods: ['falafel', 'cucumber', 'cherry_tomato', 'red_onion', 'pickled_turnips', 'tahini', 'parsley', 'lemon'],
    },
    name: { en: 'Falafel Bowls with Tahini', fr: 'Bols de falafels, sauce tahini' },
    description: {
      en: 'Herby falafel, pan-fried until crackly outside and fluffy inside, sit on nutty quinoa with a chopped cucumber-tomato salad and bright pink pickled turnips. A lemony tahini sauce ties it all together, just like at your favourite Lebanese counter.',
      fr: "Des falafels aux fines herbes, dorés à la poêle jusqu'à ce qu'ils soient croustillants à l'extérieur et moelleux à l'intérieur, reposent sur du quinoa avec une salade de concombre et de tomates et des navets marinés bien roses. Une sauce tahini citronnée relie le tout, comme au comptoir libanais du coin.",
    },
    difficulty: 'moderate',
    prepMinutes: 35,
    pricePerServingCents: 1099,
    tags: ['vegetarian', 'vegan'],
    spiceLevel: 0,
    ingredients: [
      {
        name: {
          en: 'Falafel mix (chickpea, fava bean, herbs)',
          fr: 'Mélange à falafels (pois chiches, fèves, fines herbes)',
        },
        quantity: { en: '150 g', fr: '150 g' },
      },
      { name: { en: 'Quinoa', fr: 'Quinoa' }, quantity: { en: '120 g', fr: '120 g' } },
      { name: { en: 'Tahini', fr: 'Tahini' }, quantity: { en: '45 ml', fr: '45 ml' }, allergens: ['sesame'] },
      { name: { en: 'Lemon', fr: 'Citron' }, quantity: { en: '1', fr: '1' } },
      { name: { en: 'Garlic', fr: 'Ail' }, quantity: { en: '1 clove', fr: '1 gousse' } },
      { name: { en: 'Mini cucumbers', fr: 'Concombres libanais' }, quantity: { en: '2', fr: '2' } },
      { name: { en: 'Cherry tomatoes', fr: 'Tomates cerises' }, quantity: { en: '150 g', fr: '150 g' } },
      { name: { en: 'Red onion', fr: 'Oignon rouge' }, quantity: { en: '¼', fr: '¼' } },
      { name: { en: 'Flat-leaf parsley', fr: 'Persil plat' }, quantity: { en: '10 g', fr: '10 g' } },
      { name: { en: 'Pickled turnips', fr: 'Navets marinés' }, quantity: { en: '60 g', fr: '60 g' } },
      { name: { en: 'Vegetable oil', fr: 'Huile végétale' }, quantity: { en: '3 tbsp', fr: '3 c. à soupe' } },
    ],
    nutrition: {
      calories: 670,
      fatG: 30,
      saturatedFatG: 4,
      transFatG: 0,
      cholesterolMg: 0,
      sodiumMg: 890,
      carbsG: 78,
      fibreG: 15,
      sugarsG: 8,
      proteinG: 22,
    },
    steps: [
      {
        title: { en: 'Hydrate the falafel mix', fr: 'Hydrater le mélange à falafels' },
        body: {
          en: 'Stir the falafel mix with 150 ml cold water until evenly moistened. Let it rest 10 minutes so it firms up and becomes easy to shape.',
          fr: "Mélanger le mélange à falafels avec 150 ml d'eau froide jusqu'à ce qu'il soit uniformément humide. Laisser reposer 10 minutes pour qu'il se raffermisse et se façonne facilement.",
        },
      },
      {
        title: { en: 'Cook the quinoa', fr: 'Cuire le quinoa' },
        body: {
          en: 'Rinse the quinoa well, then bring it to a boil with 250 ml water and a pinch of salt. Cover and simmer 12 to 14 minutes over low heat, until the water is absorbed. Let stand, covered, 5 minutes, then fluff.',
          fr: "Bien rincer le quinoa, puis le porter à ébullition avec 250 ml d'eau et une pincée de sel. Couvrir et laisser mijoter à feu doux de 12 à 14 minutes, jusqu'à ce que l'eau soit absorbée. Laisser reposer 5 minutes à couvert, puis égrainer à la fourchette.",
        },
      },
      {
        title: { en: 'Make the salad and sauce', fr: 'Préparer la salade et la sauce' },
        body: {
          en: 'Dice the cucumbers, quarter the tomatoes, finely slice the onion and chop the parsley; toss with a squeeze of lemon and a pinch of salt. Whisk the tahini with the grated garlic, the juice of half the lemon and 3 to 4 tbsp cold water until smooth and pourable.',
          fr: "Couper les concombres en dés, les tomates en quartiers, émincer finement l'oignon et hacher le persil, puis mélanger avec un filet de jus de citron et une pincée de sel. Fouetter le tahini avec l'ail râpé, le jus d'un demi-citron et 3 à 4 c. à soupe d'eau froide, jusqu'à ce que la sauce soit lisse et coulante.",
        },
      },
      {
        title: { en: 'Fry the falafel', fr: 'Frire les falafels' },
        body: {
          en: 'With damp hands, shape the mix into 10 small patties about 1.5 cm thick. Heat the oil in a large non-stick skillet over medium heat and fry 3 minutes per side, until deep golden and crisp. Drain on paper towel.',
          fr: "Les mains humides, façonner le mélange en 10 petites galettes d'environ 1,5 cm d'épaisseur. Dans une grande poêle antiadhésive, chauffer l'huile à feu moyen et frire les falafels 3 minutes de chaque côté, jusqu'à ce qu'ils soient bien dorés et croustillants. Égoutter sur du papier absorbant.",
        },
      },
      {
        title: { en: 'Build the bowls', fr: 'Monter les bols' },
        body: {
          en: 'Divide the quinoa between bowls and top with the falafel, salad and pickled turnips. Drizzle generously with tahini sauce.',
          fr: 'Répartir le quinoa dans les bols et garnir de falafels, de salade et de navets marinés. Arroser généreusement de sauce tahini.',
        },
      },
    ],
  },
  {
    key: 'tofu-pad-thai',
    kind: 'rtc',
    family: 'noodles',
    picture: {
      form: 'noodles',
      base: 'flat_rice_noodles',
      vessel: 'plate',
      sauce: '#D9894A',
      foods: ['tofu', 'bean_sprouts', 'green_onion', 'peanuts', 'cilantro', 'chili_flakes', 'lime'],
    },
    name: { en: 'Tofu Pad Thai', fr: 'Pad thaï au tofu' },
    description: {
      en: 'Chewy rice noodles are tossed in a hot pan with crisp golden tofu, scrambled egg and a tangy tamarind sauce. Fresh bean sprouts, green onions, crushed peanuts and lime give every bite the crunch and zing of the street-stall classic, in a vegetarian version.',
      fr: 'Des nouilles de riz bien tendres sautées à feu vif avec du tofu doré et croustillant, des œufs brouillés et une sauce au tamarin acidulée. Des fèves germées, des oignons verts, des arachides concassées et de la lime apportent le croquant et le piquant du grand classique de la rue, en version végétarienne.',
    },
    difficulty: 'moderate',
    prepMinutes: 30,
    pricePerServingCents: 1149,
    tags: ['vegetarian'],
    spiceLevel: 1,
    ingredients: [
      {
        name: { en: 'Flat rice noodles (5 mm)', fr: 'Nouilles de riz plates (5 mm)' },
        quantity: { en: '170 g', fr: '170 g' },
      },
      {
        name: { en: 'Extra-firm tofu', fr: 'Tofu extra-ferme' },
        quantity: { en: '300 g', fr: '300 g' },
        allergens: ['soy'],
      },
      { name: { en: 'Eggs', fr: 'Œufs' }, quantity: { en: '2', fr: '2' }, allergens: ['eggs'] },
      {
        name: {
          en: 'Vegetarian pad thai sauce (tamarind, soy sauce, brown sugar)',
          fr: 'Sauce pad thaï végétarienne (tamarin, sauce soya, cassonade)',
        },
        quantity: { en: '90 ml', fr: '90 ml' },
        allergens: ['soy', 'wheat'],
      },
      { name: { en: 'Garlic', fr: 'Ail' }, quantity: { en: '2 cloves', fr: '2 gousses' } },
      { name: { en: 'Bean sprouts', fr: 'Fèves germées' }, quantity: { en: '100 g', fr: '100 g' } },
      { name: { en: 'Green onions', fr: 'Oignons verts' }, quantity: { en: '3', fr: '3' } },
      {
        name: { en: 'Roasted peanuts, unsalted', fr: 'Arachides rôties non salées' },
        quantity: { en: '30 g', fr: '30 g' },
        allergens: ['peanuts'],
      },
      { name: { en: 'Lime', fr: 'Lime' }, quantity: { en: '1', fr: '1' } },
      { name: { en: 'Fresh cilantro', fr: 'Coriandre fraîche' }, quantity: { en: '10 g', fr: '10 g' } },
      { name: { en: 'Chili flakes', fr: 'Piment broyé' }, quantity: { en: '¼ tsp', fr: '¼ c. à thé' } },
    ],
    nutrition: {
      calories: 780,
      fatG: 32,
      saturatedFatG: 5,
      transFatG: 0,
      cholesterolMg: 185,
      sodiumMg: 1180,
      carbsG: 92,
      fibreG: 5,
      sugarsG: 16,
      proteinG: 32,
    },
    steps: [
      {
        title: { en: 'Soak the noodles', fr: 'Faire tremper les nouilles' },
        body: {
          en: "Cover the noodles with very hot tap water and soak 8 to 10 minutes, until pliable but still firm. Drain and rinse under cold water so they don't stick.",
          fr: "Couvrir les nouilles d'eau très chaude du robinet et les laisser tremper de 8 à 10 minutes, jusqu'à ce qu'elles soient souples mais encore fermes. Égoutter et rincer à l'eau froide pour éviter qu'elles collent.",
        },
      },
      {
        title: { en: 'Crisp the tofu', fr: 'Dorer le tofu' },
        body: {
          en: 'Pat the tofu dry and cut it into 2 cm cubes. Heat 1 tbsp oil in a large non-stick skillet or wok over medium-high heat and cook the tofu 6 to 8 minutes, turning, until golden on most sides. Transfer to a plate.',
          fr: "Éponger le tofu et le couper en cubes de 2 cm. Dans une grande poêle antiadhésive ou un wok, chauffer 1 c. à soupe d'huile à feu moyen-vif et cuire le tofu de 6 à 8 minutes en le retournant, jusqu'à ce qu'il soit doré sur presque toutes ses faces. Réserver dans une assiette.",
        },
      },
      {
        title: { en: 'Scramble the eggs', fr: 'Brouiller les œufs' },
        body: {
          en: 'Mince the garlic and slice the green onions, keeping whites and greens apart. Add 1 tbsp oil to the pan, cook the garlic and white parts 30 seconds, then push to one side. Crack in the eggs and scramble until just set, about 1 minute.',
          fr: "Hacher l'ail et émincer les oignons verts en séparant le blanc du vert. Ajouter 1 c. à soupe d'huile dans la poêle et faire revenir l'ail et le blanc des oignons 30 secondes, puis pousser le tout sur le côté. Casser les œufs dans la poêle et les brouiller jusqu'à ce qu'ils soient tout juste pris, environ 1 minute.",
        },
      },
      {
        title: { en: 'Toss the noodles', fr: 'Sauter les nouilles' },
        body: {
          en: 'Add the noodles and pad thai sauce and toss with tongs 2 to 3 minutes, until the noodles are tender and glossy; add a splash of water if they stick. Return the tofu, add half the bean sprouts and the green onion tops, and toss 30 seconds more.',
          fr: "Ajouter les nouilles et la sauce pad thaï, puis mélanger à la pince de 2 à 3 minutes, jusqu'à ce que les nouilles soient tendres et bien nappées ; ajouter un peu d'eau si elles collent. Remettre le tofu, ajouter la moitié des fèves germées et le vert des oignons, puis sauter encore 30 secondes.",
        },
      },
      {
        title: { en: 'Garnish and serve', fr: 'Garnir et servir' },
        body: {
          en: 'Chop the peanuts and cilantro. Serve the pad thai topped with the remaining sprouts, peanuts, cilantro and chili flakes, with lime wedges for squeezing.',
          fr: 'Concasser les arachides et hacher la coriandre. Servir le pad thaï garni du reste des fèves germées, des arachides, de la coriandre et du piment broyé, avec des quartiers de lime à presser.',
        },
      },
    ],
  },
  {
    key: 'dan-dan-noodles-pork',
    kind: 'rtc',
    family: 'noodles',
    picture: {
      form: 'noodles',
      base: 'wheat_noodles',
      vessel: 'bowl',
      sauce: '#B8321E',
      foods: ['ground_pork', 'bok_choy', 'chili_oil', 'peanuts', 'green_onion'],
    },
    name: { en: 'Dan Dan Noodles with Pork', fr: 'Nouilles dan dan au porc' },
    description: {
      en: 'Springy wheat noodles sit in a nutty sesame and chili oil sauce, topped with crispy ground pork and a dusting of tingly Sichuan pepper. Blanched baby bok choy and crushed peanuts round out this Chengdu street classic, and the heat builds with every slurp.',
      fr: "Des nouilles de blé bien élastiques baignent dans une sauce au sésame et à l'huile pimentée, coiffées de porc haché croustillant et d'une pincée de poivre du Sichuan qui picote la langue. Du bok choy blanchi et des arachides concassées complètent ce classique de la rue à Chengdu, dont le piquant monte à chaque bouchée.",
    },
    difficulty: 'moderate',
    prepMinutes: 25,
    pricePerServingCents: 1199,
    tags: ['meat_and_fish', 'high_protein'],
    spiceLevel: 2,
    ingredients: [
      {
        name: { en: 'Fresh wheat noodles', fr: 'Nouilles de blé fraîches' },
        quantity: { en: '250 g', fr: '250 g' },
        allergens: ['wheat'],
      },
      { name: { en: 'Ground pork', fr: 'Porc haché' }, quantity: { en: '250 g', fr: '250 g' } },
      {
        name: { en: 'Sichuan chili oil', fr: 'Huile pimentée du Sichuan' },
        quantity: { en: '1.5 tbsp', fr: '1,5 c. à soupe' },
      },
      {
        name: { en: 'Chinese sesame paste', fr: 'Pâte de sésame chinoise' },
        quantity: { en: '2 tbsp', fr: '2 c. à soupe' },
        allergens: ['sesame'],
      },
      {
        name: { en: 'Soy sauce', fr: 'Sauce soya' },
        quantity: { en: '2 tbsp', fr: '2 c. à soupe' },
        allergens: ['soy', 'wheat'],
      },
      {
        name: { en: 'Chinkiang black vinegar', fr: 'Vinaigre noir de Chinkiang' },
        quantity: { en: '1 tbsp', fr: '1 c. à soupe' },
        allergens: ['wheat'],
      },
      {
        name: { en: 'Ground Sichuan peppercorns', fr: 'Poivre du Sichuan moulu' },
        quantity: { en: '½ tsp', fr: '½ c. à thé' },
      },
      { name: { en: 'Garlic', fr: 'Ail' }, quantity: { en: '2 cloves', fr: '2 gousses' } },
      { name: { en: 'Baby bok choy', fr: 'Bébés bok choy' }, quantity: { en: '2', fr: '2' } },
      { name: { en: 'Green onions', fr: 'Oignons verts' }, quantity: { en: '2', fr: '2' } },
      {
        name: { en: 'Roasted peanuts, unsalted', fr: 'Arachides rôties non salées' },
        quantity: { en: '20 g', fr: '20 g' },
        allergens: ['peanuts'],
      },
    ],
    nutrition: {
      calories: 790,
      fatG: 40,
      saturatedFatG: 11,
      transFatG: 0.2,
      cholesterolMg: 85,
      sodiumMg: 1380,
      carbsG: 72,
      fibreG: 5,
      sugarsG: 5,
      proteinG: 36,
    },
    steps: [
      {
        title: { en: 'Mix the sauce', fr: 'Préparer la sauce' },
        body: {
          en: 'Bring a large pot of water to a boil. In a bowl, whisk the sesame paste, 1.5 tbsp of the soy sauce, the black vinegar, chili oil and half the Sichuan pepper with 3 tbsp hot water until smooth. Divide between two serving bowls.',
          fr: "Porter à ébullition une grande casserole d'eau. Dans un bol, fouetter la pâte de sésame, 1,5 c. à soupe de sauce soya, le vinaigre noir, l'huile pimentée et la moitié du poivre du Sichuan avec 3 c. à soupe d'eau chaude, jusqu'à ce que la sauce soit lisse. La répartir dans deux bols de service.",
        },
      },
      {
        title: { en: 'Crisp the pork', fr: 'Rendre le porc croustillant' },
        body: {
          en: 'Mince the garlic. Heat 1 tsp oil in a skillet over medium-high heat and cook the pork 7 to 8 minutes, breaking it up, until browned, crisp in spots and no longer pink (71 °C). Stir in the garlic and the rest of the soy sauce and cook 1 minute.',
          fr: "Hacher l'ail. Dans une poêle, chauffer 1 c. à thé d'huile à feu moyen-vif et cuire le porc de 7 à 8 minutes en l'émiettant, jusqu'à ce qu'il soit doré, croustillant par endroits et qu'il ne soit plus rosé (71 °C). Ajouter l'ail et le reste de la sauce soya, puis cuire 1 minute.",
        },
      },
      {
        title: { en: 'Cook noodles and greens', fr: 'Cuire les nouilles et le bok choy' },
        body: {
          en: 'Halve the bok choy lengthwise. Blanch it in the boiling water 1 minute, then lift it out. Cook the noodles in the same water 2 to 3 minutes, until just tender, and drain, keeping a little cooking water.',
          fr: "Couper les bok choy en deux sur la longueur. Les blanchir 1 minute dans l'eau bouillante, puis les retirer. Cuire les nouilles dans la même eau de 2 à 3 minutes, jusqu'à ce qu'elles soient tout juste tendres, puis égoutter en réservant un peu d'eau de cuisson.",
        },
      },
      {
        title: { en: 'Assemble and serve', fr: 'Assembler et servir' },
        body: {
          en: 'Pile the noodles onto the sauce in each bowl, add the bok choy and top with the pork. Scatter with sliced green onions, chopped peanuts and the remaining Sichuan pepper. Toss everything together at the table, loosening with a splash of cooking water if needed.',
          fr: "Déposer les nouilles sur la sauce dans chaque bol, ajouter le bok choy et garnir de porc. Parsemer d'oignons verts émincés, d'arachides concassées et du reste du poivre du Sichuan. Bien mélanger à table, en ajoutant un peu d'eau de cuisson au besoin.",
        },
      },
    ],
  },
  {
    key: 'butter-chicken-basmati',
    kind: 'rtc',
    family: 'curry',
    picture: { form: 'curry', base: 'rice', sauce: '#E0782E', foods: ['chicken', 'cream_swirl', 'cilantro'] },
    name: { en: 'Butter Chicken with Basmati', fr: 'Poulet au beurre et riz basmati' },
    description: {
      en: "Yogurt-marinated chicken thighs simmer in a velvety tomato sauce enriched with butter, cream and warm garam masala. Gently spiced rather than hot, it's the curry everyone at the table agrees on, served over fragrant basmati rice.",
      fr: "Des hauts de cuisse de poulet marinés dans le yogourt mijotent dans une sauce tomate veloutée, enrichie de beurre, de crème et de garam masala. Parfumé plutôt que piquant, c'est le cari qui met tout le monde d'accord à table, servi sur un riz basmati bien parfumé.",
    },
    difficulty: 'easy',
    prepMinutes: 30,
    pricePerServingCents: 1249,
    tags: ['meat_and_fish', 'family_friendly', 'high_protein'],
    spiceLevel: 1,
    ingredients: [
      {
        name: { en: 'Boneless, skinless chicken thighs', fr: 'Hauts de cuisse de poulet désossés, sans peau' },
        quantity: { en: '340 g', fr: '340 g' },
      },
      { name: { en: 'Basmati rice', fr: 'Riz basmati' }, quantity: { en: '150 g', fr: '150 g' } },
      {
        name: { en: 'Plain yogurt', fr: 'Yogourt nature' },
        quantity: { en: '60 ml', fr: '60 ml' },
        allergens: ['milk'],
      },
      {
        name: {
          en: 'Butter chicken spice blend (garam masala, paprika, cumin, fenugreek)',
          fr: 'Épices pour poulet au beurre (garam masala, paprika, cumin, fenugrec)',
        },
        quantity: { en: '1 tbsp', fr: '1 c. à soupe' },
      },
      { name: { en: 'Yellow onion', fr: 'Oignon jaune' }, quantity: { en: '½', fr: '½' } },
      { name: { en: 'Garlic', fr: 'Ail' }, quantity: { en: '2 cloves', fr: '2 gousses' } },
      { name: { en: 'Fresh ginger', fr: 'Gingembre frais' }, quantity: { en: '2 cm piece', fr: '1 morceau de 2 cm' } },
      {
        name: { en: 'Tomato purée (passata)', fr: 'Coulis de tomates (passata)' },
        quantity: { en: '200 ml', fr: '200 ml' },
      },
      { name: { en: 'Butter', fr: 'Beurre' }, quantity: { en: '2 tbsp', fr: '2 c. à soupe' }, allergens: ['milk'] },
      { name: { en: '35% cream', fr: 'Crème 35 %' }, quantity: { en: '80 ml', fr: '80 ml' }, allergens: ['milk'] },
      { name: { en: 'Fresh cilantro', fr: 'Coriandre fraîche' }, quantity: { en: '10 g', fr: '10 g' } },
    ],
    nutrition: {
      calories: 760,
      fatG: 36,
      saturatedFatG: 19,
      transFatG: 1,
      cholesterolMg: 210,
      sodiumMg: 920,
      carbsG: 72,
      fibreG: 4,
      sugarsG: 9,
      proteinG: 38,
    },
    steps: [
      {
        title: { en: 'Marinate the chicken', fr: 'Faire mariner le poulet' },
        body: {
          en: 'Cut the chicken into 3 cm pieces and toss with the yogurt, 1 tsp of the spice blend and ½ tsp salt. Let it sit while you prep; even 10 minutes makes it more tender.',
          fr: "Couper le poulet en cubes de 3 cm et le mélanger avec le yogourt, 1 c. à thé d'épices et ½ c. à thé de sel. Laisser mariner pendant la préparation : même 10 minutes suffisent à l'attendrir.",
        },
      },
      {
        title: { en: 'Cook the rice', fr: 'Cuire le riz' },
        body: {
          en: 'Rinse the rice, then bring it to a boil with 275 ml water and a pinch of salt. Cover and cook 12 minutes over low heat, then let stand, covered, 5 minutes.',
          fr: "Rincer le riz, puis le porter à ébullition avec 275 ml d'eau et une pincée de sel. Couvrir et cuire 12 minutes à feu doux, puis laisser reposer 5 minutes à couvert.",
        },
      },
      {
        title: { en: 'Start the sauce', fr: 'Commencer la sauce' },
        body: {
          en: 'Finely chop the onion, mince the garlic and grate the ginger. Melt 1 tbsp butter in a large skillet over medium heat and cook the onion 4 to 5 minutes, until soft. Add the garlic, ginger and remaining spices and stir 1 minute.',
          fr: "Hacher finement l'oignon et l'ail, puis râper le gingembre. Dans une grande poêle, faire fondre 1 c. à soupe de beurre à feu moyen et attendrir l'oignon de 4 à 5 minutes. Ajouter l'ail, le gingembre et le reste des épices, puis remuer 1 minute.",
        },
      },
      {
        title: { en: 'Simmer the chicken', fr: 'Faire mijoter le poulet' },
        body: {
          en: 'Add the chicken with its marinade and cook 3 minutes, turning, until no longer pink on the outside. Pour in the tomato purée and 60 ml water, cover and simmer 10 to 12 minutes over medium-low heat, until the chicken is cooked through (74 °C).',
          fr: "Ajouter le poulet avec sa marinade et cuire 3 minutes en le retournant, jusqu'à ce qu'il ne soit plus rosé à l'extérieur. Verser le coulis de tomates et 60 ml d'eau, couvrir et laisser mijoter de 10 à 12 minutes à feu moyen-doux, jusqu'à ce que le poulet soit bien cuit (74 °C).",
        },
      },
      {
        title: { en: 'Finish with butter and cream', fr: 'Terminer au beurre et à la crème' },
        body: {
          en: 'Stir in the cream and the remaining butter and simmer 2 minutes, until silky. Taste for salt. Serve over the basmati, scattered with cilantro.',
          fr: "Incorporer la crème et le reste du beurre, puis laisser mijoter 2 minutes, jusqu'à ce que la sauce soit veloutée. Rectifier l'assaisonnement. Servir sur le riz basmati et parsemer de coriandre fraîche.",
        },
      },
    ],
  },
  {
    key: 'turkey-meatball-spaghetti-marinara',
    kind: 'rtc',
    family: 'pasta',
    picture: { form: 'pasta', base: 'ribbons', sauce: '#C8412B', foods: ['turkey_meatballs', 'parmesan', 'basil'] },
    name: { en: 'Turkey Meatball Spaghetti Marinara', fr: 'Spaghetti aux boulettes de dinde, sauce marinara' },
    description: {
      en: "Tender turkey meatballs with Parmesan and garlic are browned, then simmered in a quick basil marinara until they soak up the sauce. Twirled with spaghetti, it's a lighter take on a family favourite that still feels like a hug.",
      fr: "Des boulettes de dinde tendres au parmesan et à l'ail sont dorées, puis mijotées dans une sauce marinara express au basilic jusqu'à ce qu'elles s'en imprègnent. Servies sur des spaghetti, elles donnent une version plus légère d'un classique familial, tout aussi réconfortante.",
    },
    difficulty: 'easy',
    prepMinutes: 35,
    pricePerServingCents: 1199,
    tags: ['meat_and_fish', 'family_friendly', 'high_protein'],
    spiceLevel: 0,
    ingredients: [
      { name: { en: 'Ground turkey', fr: 'Dinde hachée' }, quantity: { en: '340 g', fr: '340 g' } },
      { name: { en: 'Spaghetti', fr: 'Spaghetti' }, quantity: { en: '170 g', fr: '170 g' }, allergens: ['wheat'] },
      {
        name: { en: 'Panko breadcrumbs', fr: 'Chapelure panko' },
        quantity: { en: '30 g', fr: '30 g' },
        allergens: ['wheat'],
      },
      { name: { en: 'Egg', fr: 'Œuf' }, quantity: { en: '1', fr: '1' }, allergens: ['eggs'] },
      {
        name: { en: 'Parmesan, grated', fr: 'Parmesan râpé' },
        quantity: { en: '30 g', fr: '30 g' },
        allergens: ['milk'],
      },
      { name: { en: 'Garlic', fr: 'Ail' }, quantity: { en: '3 cloves', fr: '3 gousses' } },
      {
        name: { en: 'Crushed tomatoes', fr: 'Tomates broyées' },
        quantity: { en: '1 can (398 ml)', fr: '1 boîte (398 ml)' },
      },
      {
        name: { en: 'Dried Italian herbs', fr: "Fines herbes à l'italienne séchées" },
        quantity: { en: '1 tsp', fr: '1 c. à thé' },
      },
      { name: { en: 'Fresh basil', fr: 'Basilic frais' }, quantity: { en: '10 g', fr: '10 g' } },
      { name: { en: 'Olive oil', fr: "Huile d'olive" }, quantity: { en: '1 tbsp', fr: '1 c. à soupe' } },
    ],
    nutrition: {
      calories: 780,
      fatG: 24,
      saturatedFatG: 7.5,
      transFatG: 0.2,
      cholesterolMg: 190,
      sodiumMg: 990,
      carbsG: 88,
      fibreG: 7,
      sugarsG: 11,
      proteinG: 52,
    },
    steps: [
      {
        title: { en: 'Mix the meatballs', fr: 'Préparer les boulettes' },
        body: {
          en: 'Bring a large pot of salted water to a boil. Mince the garlic. In a bowl, mix the turkey, panko, egg, two-thirds of the Parmesan, one-third of the garlic, half the herbs, ½ tsp salt and pepper without overworking. Shape into 12 meatballs.',
          fr: "Porter à ébullition une grande casserole d'eau salée. Hacher l'ail. Dans un bol, mélanger la dinde, le panko, l'œuf, les deux tiers du parmesan, le tiers de l'ail, la moitié des fines herbes, ½ c. à thé de sel et du poivre, sans trop travailler le mélange. Façonner 12 boulettes.",
        },
      },
      {
        title: { en: 'Brown the meatballs', fr: 'Dorer les boulettes' },
        body: {
          en: 'Heat the oil in a large, deep skillet over medium-high heat. Brown the meatballs 5 to 6 minutes, turning gently, until golden all over. They will finish cooking in the sauce.',
          fr: "Dans une grande poêle profonde, chauffer l'huile à feu moyen-vif. Dorer les boulettes de 5 à 6 minutes en les retournant délicatement, jusqu'à ce qu'elles soient dorées de tous les côtés. Elles finiront de cuire dans la sauce.",
        },
      },
      {
        title: { en: 'Simmer in marinara', fr: 'Mijoter dans la marinara' },
        body: {
          en: 'Push the meatballs aside, add the remaining garlic and herbs and stir 30 seconds. Pour in the tomatoes and 60 ml water, season, cover and simmer 10 to 12 minutes over medium-low heat, until the meatballs reach 74 °C in the centre.',
          fr: "Pousser les boulettes sur le côté, ajouter le reste de l'ail et des fines herbes, puis remuer 30 secondes. Verser les tomates et 60 ml d'eau, assaisonner, couvrir et laisser mijoter de 10 à 12 minutes à feu moyen-doux, jusqu'à ce que le centre des boulettes atteigne 74 °C.",
        },
      },
      {
        title: { en: 'Cook the spaghetti', fr: 'Cuire les spaghetti' },
        body: {
          en: 'Meanwhile, cook the spaghetti 9 to 10 minutes, until al dente. Reserve 60 ml cooking water, then drain.',
          fr: "Pendant ce temps, cuire les spaghetti de 9 à 10 minutes, jusqu'à ce qu'ils soient al dente. Réserver 60 ml d'eau de cuisson, puis égoutter.",
        },
      },
      {
        title: { en: 'Toss and serve', fr: 'Mélanger et servir' },
        body: {
          en: 'Toss the spaghetti with some of the sauce and a splash of pasta water until glossy. Serve topped with meatballs, the remaining sauce and Parmesan, and torn basil.',
          fr: "Mélanger les spaghetti avec une partie de la sauce et un peu d'eau de cuisson pour bien les enrober. Servir garnis des boulettes, du reste de la sauce et du parmesan, puis parsemer de basilic déchiqueté.",
        },
      },
    ],
  },
  {
    key: 'smash-burgers-caramelized-onions',
    kind: 'rtc',
    family: 'burger',
    picture: {
      form: 'burger',
      base: 'brioche_bun',
      foods: ['beef_patty', 'cheddar', 'caramelised_onion', 'pickles', 'tomato_slices', 'mixed_greens'],
    },
    name: { en: 'Smash Burgers with Caramelized Onions', fr: 'Burgers smash aux oignons caramélisés' },
    description: {
      en: 'Thin beef patties are smashed onto a ripping-hot pan for lacy, crackling edges, then stacked two-high with melted aged cheddar. Slow-cooked jammy onions and a tangy burger sauce on a toasted brioche bun make this a Friday-night favourite for the whole family.',
      fr: 'De minces galettes de bœuf sont écrasées dans une poêle très chaude pour obtenir des bords croustillants et dentelés, puis empilées deux par deux avec du cheddar vieilli fondu. Des oignons confits et une sauce à burger bien relevée sur un pain brioché grillé : le souper du vendredi que toute la famille attend.',
    },
    difficulty: 'easy',
    prepMinutes: 30,
    pricePerServingCents: 1299,
    tags: ['meat_and_fish', 'family_friendly', 'high_protein'],
    spiceLevel: 0,
    ingredients: [
      { name: { en: 'Medium ground beef', fr: 'Bœuf haché mi-maigre' }, quantity: { en: '300 g', fr: '300 g' } },
      {
        name: { en: 'Brioche buns', fr: 'Pains à burger briochés' },
        quantity: { en: '2', fr: '2' },
        allergens: ['wheat', 'eggs', 'milk'],
      },
      { name: { en: 'Yellow onions', fr: 'Oignons jaunes' }, quantity: { en: '2', fr: '2' } },
      {
        name: { en: 'Aged cheddar slices', fr: 'Tranches de cheddar vieilli' },
        quantity: { en: '4 (60 g)', fr: '4 (60 g)' },
        allergens: ['milk'],
      },
      {
        name: { en: 'Dill pickles, sliced', fr: "Cornichons à l'aneth tranchés" },
        quantity: { en: '40 g', fr: '40 g' },
      },
      {
        name: { en: 'Mayonnaise', fr: 'Mayonnaise' },
        quantity: { en: '2 tbsp', fr: '2 c. à soupe' },
        allergens: ['eggs'],
      },
      { name: { en: 'Ketchup', fr: 'Ketchup' }, quantity: { en: '1 tbsp', fr: '1 c. à soupe' } },
      {
        name: { en: 'Yellow mustard', fr: 'Moutarde jaune' },
        quantity: { en: '1 tsp', fr: '1 c. à thé' },
        allergens: ['mustard'],
      },
      { name: { en: 'Green leaf lettuce', fr: 'Laitue frisée verte' }, quantity: { en: '2 leaves', fr: '2 feuilles' } },
      { name: { en: 'Tomato', fr: 'Tomate' }, quantity: { en: '1', fr: '1' } },
      { name: { en: 'Butter', fr: 'Beurre' }, quantity: { en: '1 tbsp', fr: '1 c. à soupe' }, allergens: ['milk'] },
    ],
    nutrition: {
      calories: 810,
      fatG: 48,
      saturatedFatG: 19,
      transFatG: 2,
      cholesterolMg: 160,
      sodiumMg: 1290,
      carbsG: 50,
      fibreG: 3,
      sugarsG: 14,
      proteinG: 44,
    },
    steps: [
      {
        title: { en: 'Caramelize the onions', fr: 'Caraméliser les oignons' },
        body: {
          en: 'Thinly slice the onions. Melt the butter in a skillet over medium heat, add the onions and a pinch of salt and cook 18 to 20 minutes, stirring every few minutes and adding a splash of water if they catch, until soft and deep golden.',
          fr: "Émincer finement les oignons. Dans une poêle, faire fondre le beurre à feu moyen, ajouter les oignons et une pincée de sel, puis cuire de 18 à 20 minutes en remuant régulièrement et en ajoutant un peu d'eau s'ils accrochent, jusqu'à ce qu'ils soient fondants et bien dorés.",
        },
      },
      {
        title: { en: 'Prep the toppings', fr: 'Préparer les garnitures' },
        body: {
          en: "Stir together the mayonnaise, ketchup, mustard and 1 tbsp finely chopped pickle to make the burger sauce. Slice the tomato. Divide the beef into 4 loose balls of about 75 g; don't pack them tightly.",
          fr: "Mélanger la mayonnaise, le ketchup, la moutarde et 1 c. à soupe de cornichons hachés finement pour faire la sauce à burger. Trancher la tomate. Diviser le bœuf en 4 boules d'environ 75 g, sans trop les compacter.",
        },
      },
      {
        title: { en: 'Toast the buns', fr: 'Griller les pains' },
        body: {
          en: 'Split the buns and toast them cut-side down in a large dry skillet or cast-iron pan over medium heat, about 1 minute, until golden. Set aside and turn the heat up to high.',
          fr: "Ouvrir les pains et les griller côté mie dans une grande poêle sèche ou en fonte à feu moyen, environ 1 minute, jusqu'à ce qu'ils soient dorés. Réserver et monter le feu à vif.",
        },
      },
      {
        title: { en: 'Smash and sear', fr: 'Écraser et saisir' },
        body: {
          en: 'When the pan is smoking hot, add 2 balls of beef and smash each one flat (about 5 mm thick) with a sturdy spatula. Season with salt and pepper and cook 2 minutes, until the edges are crisp and brown. Flip, top each with a slice of cheddar and cook 1 minute more, until cooked through (71 °C). Repeat with the rest.',
          fr: "Quand la poêle fume, y déposer 2 boules de bœuf et les écraser bien à plat (environ 5 mm d'épaisseur) avec une spatule robuste. Saler, poivrer et cuire 2 minutes, jusqu'à ce que les bords soient dorés et croustillants. Retourner, couvrir chaque galette d'une tranche de cheddar et cuire encore 1 minute, jusqu'à ce que la viande soit bien cuite (71 °C). Répéter avec le reste.",
        },
      },
      {
        title: { en: 'Stack and serve', fr: 'Monter les burgers' },
        body: {
          en: 'Spread the sauce on both halves of each bun. Layer lettuce, tomato, two cheesy patties, a heap of caramelized onions and the remaining pickles, then close and serve.',
          fr: "Tartiner de sauce les deux moitiés de chaque pain. Superposer la laitue, la tomate, deux galettes au fromage, une bonne portion d'oignons caramélisés et le reste des cornichons, puis refermer et servir.",
        },
      },
    ],
  },
  {
    key: 'buffalo-cauliflower-wraps',
    kind: 'rtc',
    family: 'sandwich',
    picture: {
      form: 'wrap',
      base: 'flour_tortilla',
      foods: ['buffalo_cauliflower', 'romaine', 'carrot', 'celery', 'blue_cheese', 'sour_cream'],
    },
    name: { en: 'Buffalo Cauliflower Wraps', fr: 'Wraps au chou-fleur Buffalo' },
    description: {
      en: 'Crispy roasted cauliflower tossed in tangy Buffalo butter sauce gets rolled up with crunchy romaine, celery and carrot. A cool blue cheese dressing tames the heat in these wraps, which hit all the wing-night notes without the wings.',
      fr: "Du chou-fleur rôti et croustillant, enrobé d'une sauce Buffalo au beurre bien relevée, est roulé avec de la laitue romaine, du céleri et de la carotte croquants. Une vinaigrette crémeuse au fromage bleu calme le feu de ces wraps qui ont tout le goût d'une soirée d'ailes de poulet, sans les ailes.",
    },
    difficulty: 'easy',
    prepMinutes: 30,
    pricePerServingCents: 1049,
    tags: ['vegetarian'],
    spiceLevel: 2,
    ingredients: [
      { name: { en: 'Cauliflower', fr: 'Chou-fleur' }, quantity: { en: '½ head (450 g)', fr: '½ tête (450 g)' } },
      {
        name: { en: 'Large flour tortillas (25 cm)', fr: 'Grandes tortillas de blé (25 cm)' },
        quantity: { en: '2', fr: '2' },
        allergens: ['wheat'],
      },
      {
        name: { en: 'All-purpose flour', fr: 'Farine tout usage' },
        quantity: { en: '40 g', fr: '40 g' },
        allergens: ['wheat'],
      },
      { name: { en: 'Buffalo hot sauce', fr: 'Sauce piquante Buffalo' }, quantity: { en: '60 ml', fr: '60 ml' } },
      { name: { en: 'Butter', fr: 'Beurre' }, quantity: { en: '1 tbsp', fr: '1 c. à soupe' }, allergens: ['milk'] },
      {
        name: { en: 'Blue cheese, crumbled', fr: 'Fromage bleu émietté' },
        quantity: { en: '40 g', fr: '40 g' },
        allergens: ['milk'],
      },
      { name: { en: 'Sour cream', fr: 'Crème sure' }, quantity: { en: '60 ml', fr: '60 ml' }, allergens: ['milk'] },
      { name: { en: 'Celery', fr: 'Céleri' }, quantity: { en: '2 stalks', fr: '2 branches' } },
      { name: { en: 'Carrot', fr: 'Carotte' }, quantity: { en: '1', fr: '1' } },
      { name: { en: 'Romaine heart', fr: 'Cœur de romaine' }, quantity: { en: '1', fr: '1' } },
      { name: { en: 'Vegetable oil', fr: 'Huile végétale' }, quantity: { en: '2 tbsp', fr: '2 c. à soupe' } },
    ],
    nutrition: {
      calories: 670,
      fatG: 34,
      saturatedFatG: 14,
      transFatG: 0.5,
      cholesterolMg: 50,
      sodiumMg: 1380,
      carbsG: 72,
      fibreG: 8,
      sugarsG: 8,
      proteinG: 20,
    },
    steps: [
      {
        title: { en: 'Coat the cauliflower', fr: 'Enrober le chou-fleur' },
        body: {
          en: 'Preheat the oven to 230 °C (450 °F) and line a baking sheet with parchment. Cut the cauliflower into small florets. Whisk the flour with 80 ml water and a pinch of salt into a thin batter, toss the florets in it and spread them out on the sheet. Drizzle with the oil.',
          fr: "Préchauffer le four à 230 °C (450 °F) et tapisser une plaque de papier parchemin. Défaire le chou-fleur en petits bouquets. Fouetter la farine avec 80 ml d'eau et une pincée de sel pour obtenir une pâte claire, y enrober les bouquets, puis les étaler sur la plaque. Arroser d'huile.",
        },
      },
      {
        title: { en: 'Roast until crisp', fr: 'Rôtir le chou-fleur' },
        body: {
          en: 'Roast 20 minutes, flipping halfway, until golden and crisp at the edges.',
          fr: "Rôtir 20 minutes en retournant à mi-cuisson, jusqu'à ce que les bouquets soient dorés et croustillants sur les bords.",
        },
      },
      {
        title: { en: 'Make the dressing and veg', fr: 'Préparer la vinaigrette et les légumes' },
        body: {
          en: 'Mash the blue cheese into the sour cream with 1 tbsp water and a pinch of pepper. Cut the celery and carrot into thin matchsticks and shred the romaine.',
          fr: "Écraser le fromage bleu dans la crème sure avec 1 c. à soupe d'eau et une pincée de poivre. Tailler le céleri et la carotte en fine julienne et émincer la romaine.",
        },
      },
      {
        title: { en: 'Sauce the cauliflower', fr: 'Napper de sauce Buffalo' },
        body: {
          en: 'Melt the butter with the hot sauce in a large bowl in the microwave, about 30 seconds. Add the hot cauliflower and toss to coat, then return it to the sheet for 3 minutes so the sauce sets.',
          fr: "Dans un grand bol, faire fondre le beurre avec la sauce piquante au micro-ondes, environ 30 secondes. Ajouter le chou-fleur chaud et bien l'enrober, puis le remettre au four 3 minutes pour que la sauce colle.",
        },
      },
      {
        title: { en: 'Roll the wraps', fr: 'Rouler les wraps' },
        body: {
          en: 'Warm the tortillas in a dry skillet, 20 seconds per side. Spread each with dressing, add romaine, celery, carrot and cauliflower, fold in the sides and roll up tightly. Cut in half and serve with any extra dressing for dipping.',
          fr: 'Réchauffer les tortillas dans une poêle sèche, 20 secondes de chaque côté. Les tartiner de vinaigrette, puis garnir de romaine, de céleri, de carotte et de chou-fleur. Replier les côtés et rouler bien serré. Couper en deux et servir avec le reste de la vinaigrette pour tremper.',
        },
      },
    ],
  },
  {
    key: 'miso-glazed-black-cod-bok-choy',
    kind: 'rtc',
    family: 'fish',
    picture: { form: 'plate', foods: ['black_cod', 'bok_choy', 'rice_side', 'sesame', 'green_onion'] },
    name: { en: 'Miso-Glazed Black Cod with Bok Choy', fr: 'Morue charbonnière glacée au miso et bok choy' },
    description: {
      en: 'BC black cod, also known as sablefish, is brushed with a sweet white miso and mirin glaze and broiled until lacquered and buttery-soft. Ginger-garlic bok choy and short-grain rice keep the focus on the fish in this restaurant-worthy plate.',
      fr: "La morue charbonnière de la Colombie-Britannique est badigeonnée d'une glace sucrée au miso blanc et au mirin, puis grillée au four jusqu'à ce qu'elle soit laquée et fondante comme du beurre. Du bok choy sauté à l'ail et au gingembre et du riz à grain court laissent toute la place au poisson dans cette assiette digne d'un grand restaurant.",
    },
    difficulty: 'moderate',
    prepMinutes: 30,
    pricePerServingCents: 1799,
    tags: ['meat_and_fish', 'premium'],
    spiceLevel: 0,
    ingredients: [
      {
        name: { en: 'Black cod (sablefish) fillets, skin on', fr: 'Filets de morue charbonnière avec la peau' },
        quantity: { en: '2 × 140 g', fr: '2 × 140 g' },
        allergens: ['fish'],
      },
      { name: { en: 'Short-grain rice', fr: 'Riz à grain court' }, quantity: { en: '150 g', fr: '150 g' } },
      {
        name: { en: 'White miso', fr: 'Miso blanc' },
        quantity: { en: '2 tbsp', fr: '2 c. à soupe' },
        allergens: ['soy'],
      },
      { name: { en: 'Mirin', fr: 'Mirin' }, quantity: { en: '1 tbsp', fr: '1 c. à soupe' } },
      { name: { en: 'Brown sugar', fr: 'Cassonade' }, quantity: { en: '1 tsp', fr: '1 c. à thé' } },
      { name: { en: 'Baby bok choy', fr: 'Bébés bok choy' }, quantity: { en: '3', fr: '3' } },
      { name: { en: 'Garlic', fr: 'Ail' }, quantity: { en: '1 clove', fr: '1 gousse' } },
      { name: { en: 'Fresh ginger', fr: 'Gingembre frais' }, quantity: { en: '2 cm piece', fr: '1 morceau de 2 cm' } },
      {
        name: { en: 'Soy sauce', fr: 'Sauce soya' },
        quantity: { en: '1 tsp', fr: '1 c. à thé' },
        allergens: ['soy', 'wheat'],
      },
      {
        name: { en: 'Toasted sesame oil', fr: 'Huile de sésame grillé' },
        quantity: { en: '1 tsp', fr: '1 c. à thé' },
        allergens: ['sesame'],
      },
      { name: { en: 'Green onion', fr: 'Oignon vert' }, quantity: { en: '1', fr: '1' } },
    ],
    nutrition: {
      calories: 640,
      fatG: 26,
      saturatedFatG: 5,
      transFatG: 0,
      cholesterolMg: 70,
      sodiumMg: 1180,
      carbsG: 74,
      fibreG: 3,
      sugarsG: 10,
      proteinG: 28,
    },
    steps: [
      {
        title: { en: 'Cook the rice', fr: 'Cuire le riz' },
        body: {
          en: 'Rinse the rice until the water runs almost clear. Bring it to a boil with 200 ml water, cover and cook 12 minutes over low heat. Let stand, covered, 10 minutes.',
          fr: "Rincer le riz jusqu'à ce que l'eau soit presque claire. Le porter à ébullition avec 200 ml d'eau, couvrir et cuire 12 minutes à feu doux. Laisser reposer 10 minutes à couvert.",
        },
      },
      {
        title: { en: 'Glaze the fish', fr: 'Badigeonner le poisson' },
        body: {
          en: 'Set an oven rack 15 cm below the broiler and preheat the broiler to high. Stir the miso, mirin and brown sugar into a smooth paste. Pat the fish dry, place skin-side down on a foil-lined baking sheet and spread the glaze thickly over the top.',
          fr: "Placer une grille à 15 cm de l'élément supérieur du four et régler le gril à puissance élevée. Mélanger le miso, le mirin et la cassonade pour obtenir une pâte lisse. Éponger le poisson, le déposer côté peau sur une plaque tapissée de papier d'aluminium et le napper d'une bonne couche de glace.",
        },
      },
      {
        title: { en: 'Broil', fr: 'Griller au four' },
        body: {
          en: 'Broil 8 to 10 minutes, until the glaze is bubbling and caramelized in spots and the fish flakes easily (70 °C). If the top darkens too quickly, move the pan to a lower rack to finish.',
          fr: "Griller de 8 à 10 minutes, jusqu'à ce que la glace bouillonne et caramélise par endroits, et que le poisson se défasse facilement à la fourchette (70 °C). Si le dessus colore trop vite, descendre la plaque d'un cran pour terminer la cuisson.",
        },
      },
      {
        title: { en: 'Sauté the bok choy', fr: 'Sauter le bok choy' },
        body: {
          en: 'Meanwhile, halve the bok choy lengthwise and rinse out any grit. Mince the garlic and grate the ginger. Heat 1 tsp oil in a skillet over medium-high heat, lay in the bok choy cut-side down and cook 2 minutes. Add the garlic, ginger, soy sauce and 2 tbsp water, cover and steam 1 minute, until just tender. Drizzle with sesame oil.',
          fr: "Pendant ce temps, couper les bok choy en deux sur la longueur et bien les rincer. Hacher l'ail et râper le gingembre. Dans une poêle, chauffer 1 c. à thé d'huile à feu moyen-vif, y déposer les bok choy côté coupé et cuire 2 minutes. Ajouter l'ail, le gingembre, la sauce soya et 2 c. à soupe d'eau, couvrir et cuire 1 minute à la vapeur, jusqu'à ce qu'ils soient tout juste tendres. Arroser d'huile de sésame.",
        },
      },
      {
        title: { en: 'Plate', fr: 'Dresser' },
        body: {
          en: 'Serve the black cod over the rice with the bok choy alongside, and spoon any pan juices over. Finish with thinly sliced green onion.',
          fr: "Servir la morue charbonnière sur le riz, avec le bok choy à côté, et arroser du jus de cuisson. Garnir d'oignon vert émincé finement.",
        },
      },
    ],
  },
  {
    key: 'caprese-flatbread-balsamic',
    kind: 'rtc',
    family: 'pizza',
    picture: {
      form: 'flatbread',
      base: 'flatbread',
      sauce: '#7FA24A',
      foods: ['bocconcini', 'tomato_slices', 'red_onion', 'arugula', 'basil', 'balsamic'],
    },
    name: { en: 'Caprese Flatbread with Balsamic', fr: 'Pain plat caprese, réduction balsamique' },
    description: {
      en: 'Crisp flatbreads are spread with basil pesto, topped with ripe tomato and torn bocconcini and baked until the cheese puddles. A tangle of peppery arugula and a drizzle of sweet balsamic reduction finish this summery, kid-approved pizza night.',
      fr: "Des pains plats croustillants sont tartinés de pesto au basilic, garnis de tomates mûres et de bocconcini déchiquetés, puis cuits au four jusqu'à ce que le fromage soit bien fondu. Un nid de roquette poivrée et un filet de réduction balsamique complètent ce souper pizza estival qui plaît aussi aux enfants.",
    },
    difficulty: 'easy',
    prepMinutes: 20,
    pricePerServingCents: 1099,
    tags: ['vegetarian', 'family_friendly'],
    spiceLevel: 0,
    ingredients: [
      {
        name: { en: 'Naan-style flatbreads', fr: 'Pains plats de style naan' },
        quantity: { en: '2', fr: '2' },
        allergens: ['wheat', 'milk'],
      },
      { name: { en: 'Bocconcini', fr: 'Bocconcini' }, quantity: { en: '200 g', fr: '200 g' }, allergens: ['milk'] },
      {
        name: { en: 'Basil pesto (with Parmesan and pine nuts)', fr: 'Pesto au basilic (parmesan et noix de pin)' },
        quantity: { en: '3 tbsp', fr: '3 c. à soupe' },
        allergens: ['milk', 'tree_nuts'],
      },
      { name: { en: 'Tomatoes', fr: 'Tomates' }, quantity: { en: '2', fr: '2' } },
      { name: { en: 'Red onion', fr: 'Oignon rouge' }, quantity: { en: '¼', fr: '¼' } },
      { name: { en: 'Garlic', fr: 'Ail' }, quantity: { en: '1 clove', fr: '1 gousse' } },
      { name: { en: 'Fresh basil', fr: 'Basilic frais' }, quantity: { en: '10 g', fr: '10 g' } },
      { name: { en: 'Baby arugula', fr: 'Bébé roquette' }, quantity: { en: '40 g', fr: '40 g' } },
      {
        name: { en: 'Balsamic reduction', fr: 'Réduction de vinaigre balsamique' },
        quantity: { en: '2 tbsp', fr: '2 c. à soupe' },
        allergens: ['sulphites'],
      },
    ],
    nutrition: {
      calories: 700,
      fatG: 38,
      saturatedFatG: 15,
      transFatG: 0.5,
      cholesterolMg: 70,
      sodiumMg: 980,
      carbsG: 62,
      fibreG: 4,
      sugarsG: 14,
      proteinG: 28,
    },
    steps: [
      {
        title: { en: 'Prep', fr: 'Préparer les ingrédients' },
        body: {
          en: 'Preheat the oven to 220 °C (425 °F). Slice the tomatoes 5 mm thick and lay them on paper towel with a pinch of salt to draw out some juice. Thinly slice the onion and finely grate the garlic. Tear the bocconcini into pieces.',
          fr: "Préchauffer le four à 220 °C (425 °F). Trancher les tomates en rondelles de 5 mm, les déposer sur du papier absorbant et les saler légèrement pour qu'elles rendent un peu d'eau. Émincer finement l'oignon et râper l'ail. Déchiqueter les bocconcini.",
        },
      },
      {
        title: { en: 'Top the flatbreads', fr: 'Garnir les pains plats' },
        body: {
          en: 'Place the flatbreads on a baking sheet. Stir the garlic into the pesto and spread it to the edges. Arrange the tomatoes, onion and bocconcini on top.',
          fr: "Déposer les pains plats sur une plaque de cuisson. Mélanger l'ail au pesto et l'étaler jusqu'aux bords. Garnir de tomates, d'oignon et de bocconcini.",
        },
      },
      {
        title: { en: 'Bake', fr: 'Cuire au four' },
        body: {
          en: 'Bake on the middle rack 9 to 11 minutes, until the cheese is melted and the edges of the flatbread are golden and crisp.',
          fr: "Cuire sur la grille du centre de 9 à 11 minutes, jusqu'à ce que le fromage soit fondu et que le pourtour des pains soit doré et croustillant.",
        },
      },
      {
        title: { en: 'Finish and serve', fr: 'Garnir et servir' },
        body: {
          en: 'Toss the arugula with a drizzle of olive oil and a pinch of salt. Top the hot flatbreads with basil leaves and arugula, drizzle with balsamic reduction and cut into wedges.',
          fr: "Mélanger la roquette avec un filet d'huile d'olive et une pincée de sel. Garnir les pains plats chauds de feuilles de basilic et de roquette, arroser de réduction balsamique et couper en pointes.",
        },
      },
    ],
  },
  {
    key: 'chicken-fajita-skillet',
    kind: 'rtc',
    family: 'tacos',
    picture: {
      form: 'skillet',
      vessel: 'skillet',
      sauce: '#8A4A26',
      foods: [
        'chicken',
        'red_pepper',
        'green_pepper',
        'red_onion',
        'avocado',
        'sour_cream',
        'jack_cheese',
        'cilantro',
        'lime',
      ],
    },
    name: { en: 'Chicken Fajita Skillet', fr: 'Poêlée fajitas au poulet' },
    description: {
      en: 'All the sizzle of fajitas without the tortillas: spiced chicken strips, charred peppers and onion seared in one hot skillet. Pile it into crisp romaine leaves with melty Monterey Jack, sour cream and a quick lime guacamole for a low-carb, protein-packed supper.',
      fr: "Tout le grésillement des fajitas, sans les tortillas : des lanières de poulet épicées, des poivrons et de l'oignon grillés dans un seul poêlon bien chaud. On garnit des feuilles de romaine croquantes de Monterey Jack fondu, de crème sure et d'un guacamole minute à la lime, pour un souper faible en glucides et riche en protéines.",
    },
    difficulty: 'easy',
    prepMinutes: 25,
    pricePerServingCents: 1299,
    tags: ['meat_and_fish', 'keto', 'high_protein'],
    spiceLevel: 1,
    ingredients: [
      {
        name: { en: 'Boneless, skinless chicken breasts', fr: 'Poitrines de poulet désossées, sans peau' },
        quantity: { en: '340 g', fr: '340 g' },
      },
      { name: { en: 'Red bell pepper', fr: 'Poivron rouge' }, quantity: { en: '1', fr: '1' } },
      { name: { en: 'Green bell pepper', fr: 'Poivron vert' }, quantity: { en: '1', fr: '1' } },
      { name: { en: 'Red onion', fr: 'Oignon rouge' }, quantity: { en: '½', fr: '½' } },
      {
        name: { en: 'Fajita spice blend (no sugar added)', fr: "Mélange d'épices à fajitas (sans sucre ajouté)" },
        quantity: { en: '1 tbsp', fr: '1 c. à soupe' },
      },
      { name: { en: 'Lime', fr: 'Lime' }, quantity: { en: '1', fr: '1' } },
      { name: { en: 'Avocado', fr: 'Avocat' }, quantity: { en: '1', fr: '1' } },
      {
        name: { en: 'Monterey Jack, shredded', fr: 'Monterey Jack râpé' },
        quantity: { en: '60 g', fr: '60 g' },
        allergens: ['milk'],
      },
      { name: { en: 'Sour cream', fr: 'Crème sure' }, quantity: { en: '60 ml', fr: '60 ml' }, allergens: ['milk'] },
      { name: { en: 'Fresh cilantro', fr: 'Coriandre fraîche' }, quantity: { en: '10 g', fr: '10 g' } },
      { name: { en: 'Romaine heart', fr: 'Cœur de romaine' }, quantity: { en: '1', fr: '1' } },
    ],
    nutrition: {
      calories: 590,
      fatG: 38,
      saturatedFatG: 14,
      transFatG: 0.3,
      cholesterolMg: 150,
      sodiumMg: 890,
      carbsG: 17,
      fibreG: 8,
      sugarsG: 6,
      proteinG: 46,
    },
    steps: [
      {
        title: { en: 'Prep', fr: 'Préparer les ingrédients' },
        body: {
          en: 'Slice the chicken into 1 cm strips and toss with the fajita spices, 1 tbsp oil and ½ tsp salt. Slice the peppers into strips and the onion into thin wedges. Separate the romaine leaves.',
          fr: "Couper le poulet en lanières de 1 cm et le mélanger avec les épices à fajitas, 1 c. à soupe d'huile et ½ c. à thé de sel. Tailler les poivrons en lanières et l'oignon en fins quartiers. Détacher les feuilles de romaine.",
        },
      },
      {
        title: { en: 'Make a quick guacamole', fr: 'Préparer un guacamole minute' },
        body: {
          en: 'Mash the avocado with the juice of half the lime, half the chopped cilantro and a pinch of salt, leaving it a little chunky.',
          fr: "Écraser l'avocat avec le jus d'une demi-lime, la moitié de la coriandre hachée et une pincée de sel, en laissant quelques morceaux.",
        },
      },
      {
        title: { en: 'Char the vegetables', fr: 'Griller les légumes' },
        body: {
          en: 'Heat 1 tsp oil in a large cast-iron or heavy skillet over high heat. Cook the peppers and onion 5 to 6 minutes, stirring only occasionally, until charred in spots but still crisp. Transfer to a plate.',
          fr: "Dans un grand poêlon en fonte ou à fond épais, chauffer 1 c. à thé d'huile à feu vif. Cuire les poivrons et l'oignon de 5 à 6 minutes en remuant à l'occasion seulement, jusqu'à ce qu'ils soient grillés par endroits mais encore croquants. Réserver dans une assiette.",
        },
      },
      {
        title: { en: 'Sear the chicken', fr: 'Saisir le poulet' },
        body: {
          en: 'In the same skillet, cook the chicken in a single layer 6 to 7 minutes, turning once, until browned and cooked through (74 °C). Return the vegetables, squeeze over the rest of the lime juice and toss.',
          fr: "Dans le même poêlon, cuire le poulet en une seule couche de 6 à 7 minutes en le retournant une fois, jusqu'à ce qu'il soit doré et bien cuit (74 °C). Remettre les légumes, arroser du reste du jus de lime et mélanger.",
        },
      },
      {
        title: { en: 'Melt and serve', fr: 'Gratiner et servir' },
        body: {
          en: 'Scatter the Monterey Jack over the skillet, cover 1 minute to melt, then sprinkle with the remaining cilantro. Bring the skillet to the table and spoon the fajitas into romaine leaves with guacamole and sour cream.',
          fr: 'Parsemer le poêlon de Monterey Jack, couvrir 1 minute pour le faire fondre, puis garnir du reste de la coriandre. Apporter le poêlon à table et garnir les feuilles de romaine de fajitas, de guacamole et de crème sure.',
        },
      },
    ],
  },
  {
    key: 'teriyaki-chicken-rice-bowls',
    kind: 'rtc',
    family: 'rice_bowl',
    picture: {
      form: 'bowl',
      base: 'rice',
      foods: ['chicken', 'broccoli', 'edamame', 'teriyaki_glaze', 'sesame', 'green_onion'],
    },
    name: { en: 'Teriyaki Chicken Rice Bowls', fr: 'Bols de poulet teriyaki' },
    description: {
      en: 'Juicy chicken thighs are seared, then simmered in a sticky ginger-garlic teriyaki glaze until every piece shines. Tender-crisp broccoli and edamame over jasmine rice make a sweet-savoury bowl that picky eaters clean up.',
      fr: "Des hauts de cuisse de poulet juteux sont saisis, puis mijotés dans une glace teriyaki collante à l'ail et au gingembre jusqu'à ce que chaque morceau soit bien luisant. Du brocoli croquant et des edamames sur du riz au jasmin : un bol sucré-salé que même les plus difficiles finissent jusqu'au bout.",
    },
    difficulty: 'easy',
    prepMinutes: 30,
    pricePerServingCents: 1149,
    tags: ['meat_and_fish', 'family_friendly', 'high_protein'],
    spiceLevel: 0,
    ingredients: [
      {
        name: { en: 'Boneless, skinless chicken thighs', fr: 'Hauts de cuisse de poulet désossés, sans peau' },
        quantity: { en: '340 g', fr: '340 g' },
      },
      { name: { en: 'Jasmine rice', fr: 'Riz au jasmin' }, quantity: { en: '150 g', fr: '150 g' } },
      {
        name: { en: 'Teriyaki sauce', fr: 'Sauce teriyaki' },
        quantity: { en: '80 ml', fr: '80 ml' },
        allergens: ['soy', 'wheat'],
      },
      { name: { en: 'Broccoli', fr: 'Brocoli' }, quantity: { en: '200 g', fr: '200 g' } },
      {
        name: { en: 'Shelled edamame', fr: 'Edamames écossés' },
        quantity: { en: '80 g', fr: '80 g' },
        allergens: ['soy'],
      },
      { name: { en: 'Garlic', fr: 'Ail' }, quantity: { en: '1 clove', fr: '1 gousse' } },
      { name: { en: 'Fresh ginger', fr: 'Gingembre frais' }, quantity: { en: '2 cm piece', fr: '1 morceau de 2 cm' } },
      { name: { en: 'Cornstarch', fr: 'Fécule de maïs' }, quantity: { en: '1 tsp', fr: '1 c. à thé' } },
      { name: { en: 'Green onions', fr: 'Oignons verts' }, quantity: { en: '2', fr: '2' } },
      {
        name: { en: 'Toasted sesame seeds', fr: 'Graines de sésame grillées' },
        quantity: { en: '1 tsp', fr: '1 c. à thé' },
        allergens: ['sesame'],
      },
    ],
    nutrition: {
      calories: 670,
      fatG: 16,
      saturatedFatG: 4,
      transFatG: 0.1,
      cholesterolMg: 160,
      sodiumMg: 1240,
      carbsG: 88,
      fibreG: 6,
      sugarsG: 16,
      proteinG: 44,
    },
    steps: [
      {
        title: { en: 'Cook the rice', fr: 'Cuire le riz' },
        body: {
          en: 'Rinse the rice, then bring it to a boil with 250 ml water and a pinch of salt. Cover and cook 15 minutes over low heat, then let stand, covered, off the heat.',
          fr: "Rincer le riz, puis le porter à ébullition avec 250 ml d'eau et une pincée de sel. Couvrir et cuire 15 minutes à feu doux, puis laisser reposer hors du feu, à couvert.",
        },
      },
      {
        title: { en: 'Steam the vegetables', fr: 'Cuire les légumes à la vapeur' },
        body: {
          en: 'Cut the broccoli into small florets. Put it in a skillet with the edamame, 60 ml water and a pinch of salt, cover and steam over medium-high heat 3 to 4 minutes, until bright green and tender-crisp. Drain and set aside, then wipe out the pan.',
          fr: "Défaire le brocoli en petits bouquets. Le mettre dans une poêle avec les edamames, 60 ml d'eau et une pincée de sel, couvrir et cuire à la vapeur à feu moyen-vif de 3 à 4 minutes, jusqu'à ce que les légumes soient d'un beau vert et encore croquants. Égoutter, réserver et essuyer la poêle.",
        },
      },
      {
        title: { en: 'Sear the chicken', fr: 'Saisir le poulet' },
        body: {
          en: 'Cut the chicken into 3 cm pieces and season lightly. Heat 1 tbsp oil in the skillet over medium-high heat and cook the chicken 7 to 8 minutes, turning, until golden and cooked through (74 °C).',
          fr: "Couper le poulet en cubes de 3 cm et l'assaisonner légèrement. Dans la poêle, chauffer 1 c. à soupe d'huile à feu moyen-vif et cuire le poulet de 7 à 8 minutes en le retournant, jusqu'à ce qu'il soit doré et bien cuit (74 °C).",
        },
      },
      {
        title: { en: 'Glaze', fr: 'Glacer le poulet' },
        body: {
          en: 'Mince the garlic and grate the ginger. Whisk the cornstarch into the teriyaki sauce with 2 tbsp water. Add the garlic and ginger to the chicken and stir 30 seconds, then pour in the sauce and let it bubble 1 to 2 minutes, stirring, until thick and glossy.',
          fr: "Hacher l'ail et râper le gingembre. Délayer la fécule de maïs dans la sauce teriyaki avec 2 c. à soupe d'eau. Ajouter l'ail et le gingembre au poulet et remuer 30 secondes, puis verser la sauce et laisser bouillonner de 1 à 2 minutes en remuant, jusqu'à ce qu'elle soit épaisse et luisante.",
        },
      },
      {
        title: { en: 'Build the bowls', fr: 'Monter les bols' },
        body: {
          en: 'Divide the rice between bowls and top with the teriyaki chicken, broccoli and edamame. Sprinkle with sliced green onions and sesame seeds.',
          fr: "Répartir le riz dans les bols et garnir de poulet teriyaki, de brocoli et d'edamames. Parsemer d'oignons verts émincés et de graines de sésame.",
        },
      },
    ],
  },
  {
    key: 'harvest-kale-salad-roasted-squash-pecans',
    kind: 'rtc',
    family: 'salad',
    picture: { form: 'salad', foods: ['kale', 'squash', 'apple', 'cranberries', 'goat_cheese', 'pecans'] },
    name: {
      en: 'Harvest Kale Salad with Roasted Squash & Pecans',
      fr: "Salade d'automne au chou frisé, courge rôtie et pacanes",
    },
    description: {
      en: "Massaged kale, nutty farro and caramelized butternut squash are tossed in a maple-Dijon vinaigrette, then finished with crisp apple, tangy goat cheese and maple-toasted pecans. It's a salad that eats like a full meal, with a taste of fall in every forkful.",
      fr: "Du chou frisé massé, du farro au goût de noisette et de la courge musquée caramélisée sont enrobés d'une vinaigrette à l'érable et à la moutarde de Dijon, puis garnis de pomme croquante, de fromage de chèvre et de pacanes grillées à l'érable. Une salade qui se mange comme un vrai repas, avec un goût d'automne à chaque bouchée.",
    },
    difficulty: 'easy',
    prepMinutes: 30,
    pricePerServingCents: 1099,
    tags: ['vegetarian'],
    spiceLevel: 0,
    ingredients: [
      {
        name: { en: 'Butternut squash, peeled and cubed', fr: 'Courge musquée pelée, en cubes' },
        quantity: { en: '400 g', fr: '400 g' },
      },
      { name: { en: 'Curly kale', fr: 'Chou frisé' }, quantity: { en: '120 g', fr: '120 g' } },
      {
        name: { en: 'Pearled farro', fr: 'Farro perlé' },
        quantity: { en: '100 g', fr: '100 g' },
        allergens: ['wheat'],
      },
      {
        name: { en: 'Pecan halves', fr: 'Demi-pacanes' },
        quantity: { en: '40 g', fr: '40 g' },
        allergens: ['tree_nuts'],
      },
      {
        name: { en: 'Fresh goat cheese', fr: 'Fromage de chèvre frais' },
        quantity: { en: '60 g', fr: '60 g' },
        allergens: ['milk'],
      },
      { name: { en: 'Dried cranberries', fr: 'Canneberges séchées' }, quantity: { en: '30 g', fr: '30 g' } },
      {
        name: { en: 'Apple (Honeycrisp or Cortland)', fr: 'Pomme (Honeycrisp ou Cortland)' },
        quantity: { en: '1', fr: '1' },
      },
      {
        name: { en: 'Pure maple syrup', fr: "Sirop d'érable pur" },
        quantity: { en: '1.5 tbsp', fr: '1,5 c. à soupe' },
      },
      {
        name: { en: 'Dijon mustard', fr: 'Moutarde de Dijon' },
        quantity: { en: '1 tsp', fr: '1 c. à thé' },
        allergens: ['mustard', 'sulphites'],
      },
      {
        name: { en: 'Apple cider vinegar', fr: 'Vinaigre de cidre de pomme' },
        quantity: { en: '2 tbsp', fr: '2 c. à soupe' },
      },
      {
        name: { en: 'Extra-virgin olive oil', fr: "Huile d'olive extra vierge" },
        quantity: { en: '3 tbsp', fr: '3 c. à soupe' },
      },
    ],
    nutrition: {
      calories: 760,
      fatG: 38,
      saturatedFatG: 8,
      transFatG: 0,
      cholesterolMg: 20,
      sodiumMg: 520,
      carbsG: 88,
      fibreG: 13,
      sugarsG: 30,
      proteinG: 17,
    },
    steps: [
      {
        title: { en: 'Roast the squash', fr: 'Rôtir la courge' },
        body: {
          en: 'Preheat the oven to 220 °C (425 °F). Toss the squash with 1 tbsp of the oil, salt and pepper on a parchment-lined baking sheet. Roast 22 to 25 minutes, flipping halfway, until tender and caramelized at the edges.',
          fr: "Préchauffer le four à 220 °C (425 °F). Sur une plaque tapissée de papier parchemin, mélanger la courge avec 1 c. à soupe d'huile, du sel et du poivre. Rôtir de 22 à 25 minutes en retournant à mi-cuisson, jusqu'à ce que les cubes soient tendres et caramélisés sur les bords.",
        },
      },
      {
        title: { en: 'Cook the farro', fr: 'Cuire le farro' },
        body: {
          en: 'Rinse the farro and cook it in plenty of salted boiling water 15 to 18 minutes, until tender but still chewy. Drain well and spread out to cool slightly.',
          fr: "Rincer le farro et le cuire dans une bonne quantité d'eau bouillante salée de 15 à 18 minutes, jusqu'à ce qu'il soit tendre mais encore légèrement croquant. Bien égoutter et l'étaler pour le laisser tiédir.",
        },
      },
      {
        title: { en: 'Candy the pecans', fr: 'Glacer les pacanes' },
        body: {
          en: 'In a dry skillet over medium heat, toast the pecans 3 minutes. Add 1 tsp of the maple syrup and a pinch of salt and stir 1 minute, until sticky and fragrant. Spread on parchment to cool and crisp.',
          fr: "Dans une poêle sèche, à feu moyen, griller les pacanes 3 minutes. Ajouter 1 c. à thé de sirop d'érable et une pincée de sel, puis remuer 1 minute, jusqu'à ce qu'elles soient collantes et parfumées. Les étaler sur du papier parchemin pour qu'elles refroidissent et deviennent croquantes.",
        },
      },
      {
        title: { en: 'Dress the kale', fr: 'Assaisonner le chou frisé' },
        body: {
          en: 'Whisk the remaining maple syrup and oil with the Dijon, vinegar, salt and pepper. Strip the kale from its stems, tear into bite-size pieces and massage with a third of the dressing for 1 minute, until it softens and darkens.',
          fr: "Fouetter le reste du sirop d'érable et de l'huile avec la moutarde, le vinaigre, du sel et du poivre. Équeuter le chou frisé, le déchiqueter en bouchées et le masser 1 minute avec le tiers de la vinaigrette, jusqu'à ce qu'il ramollisse et fonce.",
        },
      },
      {
        title: { en: 'Toss and serve', fr: 'Mélanger et servir' },
        body: {
          en: 'Thinly slice the apple. Toss the kale with the farro, squash, apple, cranberries and the rest of the dressing. Crumble the goat cheese over and top with the pecans.',
          fr: 'Trancher finement la pomme. Mélanger le chou frisé avec le farro, la courge, la pomme, les canneberges et le reste de la vinaigrette. Émietter le fromage de chèvre par-dessus et garnir de pacanes.',
        },
      },
    ],
  },
  {
    key: 'moroccan-lamb-meatballs-couscous',
    kind: 'rtc',
    family: 'grain_bowl',
    picture: {
      form: 'bowl',
      base: 'couscous',
      foods: ['lamb_meatballs', 'zucchini', 'apricots', 'yogurt', 'almonds', 'mint', 'lemon'],
    },
    name: { en: 'Moroccan Lamb Meatballs with Couscous', fr: "Boulettes d'agneau à la marocaine et couscous" },
    description: {
      en: 'Canadian lamb meatballs scented with ras el hanout, garlic and fresh mint are browned until crusty and served on herbed couscous with apricots and toasted almonds. Charred zucchini and a swirl of harissa yogurt bring heat and freshness to this special-occasion bowl.',
      fr: "Des boulettes d'agneau canadien parfumées au ras-el-hanout, à l'ail et à la menthe fraîche sont bien dorées, puis servies sur un couscous aux fines herbes, aux abricots et aux amandes grillées. Des courgettes grillées et un yogourt à l'harissa apportent piquant et fraîcheur à ce bol des grandes occasions.",
    },
    difficulty: 'moderate',
    prepMinutes: 35,
    pricePerServingCents: 1599,
    tags: ['meat_and_fish', 'premium', 'high_protein'],
    spiceLevel: 1,
    ingredients: [
      { name: { en: 'Ground lamb', fr: 'Agneau haché' }, quantity: { en: '300 g', fr: '300 g' } },
      { name: { en: 'Couscous', fr: 'Couscous' }, quantity: { en: '120 g', fr: '120 g' }, allergens: ['wheat'] },
      {
        name: { en: 'Panko breadcrumbs', fr: 'Chapelure panko' },
        quantity: { en: '20 g', fr: '20 g' },
        allergens: ['wheat'],
      },
      { name: { en: 'Ras el hanout', fr: 'Ras-el-hanout' }, quantity: { en: '2 tsp', fr: '2 c. à thé' } },
      { name: { en: 'Garlic', fr: 'Ail' }, quantity: { en: '2 cloves', fr: '2 gousses' } },
      { name: { en: 'Fresh mint and parsley', fr: 'Menthe et persil frais' }, quantity: { en: '15 g', fr: '15 g' } },
      {
        name: { en: 'Dried apricots', fr: 'Abricots séchés' },
        quantity: { en: '40 g', fr: '40 g' },
        allergens: ['sulphites'],
      },
      {
        name: { en: 'Slivered almonds', fr: 'Amandes effilées' },
        quantity: { en: '25 g', fr: '25 g' },
        allergens: ['tree_nuts'],
      },
      { name: { en: 'Zucchini', fr: 'Courgette' }, quantity: { en: '1', fr: '1' } },
      {
        name: { en: 'Plain Greek yogurt 2%', fr: 'Yogourt grec nature 2 %' },
        quantity: { en: '100 ml', fr: '100 ml' },
        allergens: ['milk'],
      },
      { name: { en: 'Harissa', fr: 'Harissa' }, quantity: { en: '1 tsp', fr: '1 c. à thé' } },
      { name: { en: 'Lemon', fr: 'Citron' }, quantity: { en: '1', fr: '1' } },
    ],
    nutrition: {
      calories: 790,
      fatG: 38,
      saturatedFatG: 15,
      transFatG: 1.5,
      cholesterolMg: 115,
      sodiumMg: 720,
      carbsG: 72,
      fibreG: 7,
      sugarsG: 18,
      proteinG: 40,
    },
    steps: [
      {
        title: { en: 'Shape the meatballs', fr: 'Façonner les boulettes' },
        body: {
          en: 'Mince the garlic and finely chop the herbs. In a bowl, mix the lamb, panko, half the garlic, half the herbs, 1.5 tsp ras el hanout, 2 tbsp water and ½ tsp salt. Shape into 12 meatballs.',
          fr: "Hacher l'ail et ciseler finement les fines herbes. Dans un bol, mélanger l'agneau, le panko, la moitié de l'ail, la moitié des herbes, 1,5 c. à thé de ras-el-hanout, 2 c. à soupe d'eau et ½ c. à thé de sel. Façonner 12 boulettes.",
        },
      },
      {
        title: { en: 'Brown the meatballs', fr: 'Cuire les boulettes' },
        body: {
          en: 'Heat 1 tsp oil in a large skillet over medium heat. Cook the meatballs 10 to 12 minutes, turning every couple of minutes, until crusty all over and cooked through (71 °C). Transfer to a plate.',
          fr: "Dans une grande poêle, chauffer 1 c. à thé d'huile à feu moyen. Cuire les boulettes de 10 à 12 minutes en les retournant toutes les deux minutes, jusqu'à ce qu'elles soient bien dorées et cuites à cœur (71 °C). Réserver dans une assiette.",
        },
      },
      {
        title: { en: 'Make the couscous', fr: 'Préparer le couscous' },
        body: {
          en: 'Meanwhile, chop the apricots. Bring 160 ml water to a boil with the remaining ras el hanout and a pinch of salt. Stir in the couscous and apricots, cover, remove from the heat and let stand 5 minutes. Fluff with a fork and stir in the zest of the lemon and the remaining herbs.',
          fr: "Pendant ce temps, hacher les abricots. Porter 160 ml d'eau à ébullition avec le reste du ras-el-hanout et une pincée de sel. Ajouter le couscous et les abricots, couvrir, retirer du feu et laisser gonfler 5 minutes. Égrainer à la fourchette, puis incorporer le zeste du citron et le reste des fines herbes.",
        },
      },
      {
        title: { en: 'Char the zucchini and almonds', fr: 'Griller la courgette et les amandes' },
        body: {
          en: 'Cut the zucchini into half-moons. In the meatball pan over medium-high heat, sear them 4 to 5 minutes until browned, season and add a squeeze of lemon. Toast the almonds in a dry skillet 2 to 3 minutes, until golden.',
          fr: "Couper la courgette en demi-rondelles. Dans la poêle des boulettes, à feu moyen-vif, les saisir de 4 à 5 minutes jusqu'à ce qu'elles soient dorées, assaisonner et arroser d'un filet de jus de citron. Griller les amandes dans une poêle sèche de 2 à 3 minutes, jusqu'à ce qu'elles soient dorées.",
        },
      },
      {
        title: { en: 'Serve', fr: 'Servir' },
        body: {
          en: 'Stir the remaining garlic and a squeeze of lemon into the yogurt, then swirl in the harissa. Serve the meatballs on the couscous with the zucchini, a spoonful of harissa yogurt and the toasted almonds.',
          fr: "Incorporer le reste de l'ail et un filet de jus de citron au yogourt, puis y marbrer l'harissa. Servir les boulettes sur le couscous avec la courgette, une cuillerée de yogourt à l'harissa et les amandes grillées.",
        },
      },
    ],
  },
  {
    key: 'shrimp-scampi-linguine',
    kind: 'rtc',
    family: 'pasta',
    picture: {
      form: 'pasta',
      base: 'ribbons',
      sauce: '#F3DFA0',
      foods: ['shrimp', 'cherry_tomato', 'parmesan', 'parsley', 'chili_flakes', 'lemon'],
    },
    name: { en: 'Shrimp Scampi Linguine', fr: "Linguine aux crevettes à l'ail (scampi)" },
    description: {
      en: "Shrimp sizzle in butter with plenty of garlic and a pinch of chili, then get a splash of white wine and a squeeze of lemon. Tossed with linguine, parsley and a little Parmesan, it's a 25-minute bistro classic with a sauce worth mopping up.",
      fr: "Les crevettes grésillent dans le beurre avec beaucoup d'ail et une pincée de piment, puis reçoivent un trait de vin blanc et un filet de citron. Mêlées aux linguine, au persil et à un peu de parmesan, elles donnent un classique de bistro prêt en 25 minutes, avec une sauce qu'on a envie de saucer jusqu'à la dernière goutte.",
    },
    difficulty: 'easy',
    prepMinutes: 25,
    pricePerServingCents: 1349,
    tags: ['meat_and_fish', 'high_protein'],
    spiceLevel: 1,
    ingredients: [
      {
        name: { en: 'Shrimp, peeled and deveined', fr: 'Crevettes décortiquées et déveinées' },
        quantity: { en: '280 g', fr: '280 g' },
        allergens: ['crustaceans'],
      },
      { name: { en: 'Linguine', fr: 'Linguine' }, quantity: { en: '170 g', fr: '170 g' }, allergens: ['wheat'] },
      { name: { en: 'Garlic', fr: 'Ail' }, quantity: { en: '4 cloves', fr: '4 gousses' } },
      { name: { en: 'Butter', fr: 'Beurre' }, quantity: { en: '2 tbsp', fr: '2 c. à soupe' }, allergens: ['milk'] },
      {
        name: { en: 'Dry white wine', fr: 'Vin blanc sec' },
        quantity: { en: '80 ml', fr: '80 ml' },
        allergens: ['sulphites'],
      },
      { name: { en: 'Lemon', fr: 'Citron' }, quantity: { en: '1', fr: '1' } },
      { name: { en: 'Flat-leaf parsley', fr: 'Persil plat' }, quantity: { en: '10 g', fr: '10 g' } },
      { name: { en: 'Chili flakes', fr: 'Piment broyé' }, quantity: { en: '¼ tsp', fr: '¼ c. à thé' } },
      {
        name: { en: 'Parmesan, grated', fr: 'Parmesan râpé' },
        quantity: { en: '20 g', fr: '20 g' },
        allergens: ['milk'],
      },
      { name: { en: 'Cherry tomatoes', fr: 'Tomates cerises' }, quantity: { en: '150 g', fr: '150 g' } },
    ],
    nutrition: {
      calories: 660,
      fatG: 22,
      saturatedFatG: 11,
      transFatG: 0.5,
      cholesterolMg: 245,
      sodiumMg: 980,
      carbsG: 76,
      fibreG: 4,
      sugarsG: 5,
      proteinG: 40,
    },
    steps: [
      {
        title: { en: 'Prep', fr: 'Préparer les ingrédients' },
        body: {
          en: 'Bring a large pot of salted water to a boil. Thinly slice the garlic, halve the tomatoes and chop the parsley. Zest the lemon and cut it in half. Pat the shrimp dry and season with salt.',
          fr: "Porter à ébullition une grande casserole d'eau salée. Trancher finement l'ail, couper les tomates en deux et hacher le persil. Prélever le zeste du citron et le couper en deux. Éponger les crevettes et les saler.",
        },
      },
      {
        title: { en: 'Cook the linguine', fr: 'Cuire les pâtes' },
        body: {
          en: 'Cook the linguine 9 to 10 minutes, until al dente. Reserve 125 ml of the cooking water, then drain.',
          fr: "Cuire les linguine de 9 à 10 minutes, jusqu'à ce qu'elles soient al dente. Réserver 125 ml d'eau de cuisson, puis égoutter.",
        },
      },
      {
        title: { en: 'Sear the shrimp', fr: 'Saisir les crevettes' },
        body: {
          en: 'Meanwhile, heat 1 tbsp olive oil and half the butter in a large skillet over medium-high heat. Add the shrimp in a single layer and cook 1 to 2 minutes per side, until pink and just opaque. Transfer to a plate.',
          fr: "Pendant ce temps, dans une grande poêle, chauffer 1 c. à soupe d'huile d'olive et la moitié du beurre à feu moyen-vif. Déposer les crevettes en une seule couche et cuire de 1 à 2 minutes de chaque côté, jusqu'à ce qu'elles soient roses et tout juste opaques. Réserver dans une assiette.",
        },
      },
      {
        title: { en: 'Build the sauce', fr: 'Préparer la sauce' },
        body: {
          en: "Lower the heat to medium. Add the garlic and chili flakes and cook 1 minute, until the garlic is pale gold (don't let it brown). Add the tomatoes and wine and simmer 2 minutes, until the wine has reduced by half.",
          fr: "Réduire à feu moyen. Ajouter l'ail et le piment broyé et cuire 1 minute, jusqu'à ce que l'ail soit légèrement blond, sans le laisser brunir. Ajouter les tomates et le vin, puis laisser mijoter 2 minutes, jusqu'à ce que le vin ait réduit de moitié.",
        },
      },
      {
        title: { en: 'Toss and serve', fr: 'Mélanger et servir' },
        body: {
          en: 'Add the linguine, shrimp, remaining butter, lemon zest, the juice of half the lemon and a splash of pasta water. Toss 1 minute until glossy. Stir in the parsley and serve with Parmesan and the remaining lemon in wedges.',
          fr: "Ajouter les linguine, les crevettes, le reste du beurre, le zeste et le jus d'un demi-citron, ainsi qu'un peu d'eau de cuisson. Mélanger 1 minute, jusqu'à ce que les pâtes soient bien nappées. Incorporer le persil et servir avec le parmesan et le reste du citron en quartiers.",
        },
      },
    ],
  },
  {
    key: 'vietnamese-lemongrass-chicken-vermicelli',
    kind: 'rtc',
    family: 'noodles',
    picture: {
      form: 'noodles',
      base: 'vermicelli',
      vessel: 'bowl',
      sauce: '#F3E6C8',
      foods: ['chicken', 'carrot', 'cucumber', 'mint', 'cilantro', 'peanuts', 'red_chili', 'lime'],
    },
    name: {
      en: 'Vietnamese Lemongrass Chicken Vermicelli',
      fr: 'Vermicelles au poulet à la citronnelle à la vietnamienne',
    },
    description: {
      en: 'Chicken thighs marinated in lemongrass, garlic and fish sauce are seared until caramelized, then piled onto cool rice vermicelli with crunchy pickled carrot, cucumber and a heap of fresh herbs. Drench it all with tangy nuoc cham and finish with roasted peanuts, just like a bowl of bún from your favourite spot.',
      fr: "Des hauts de cuisse de poulet marinés à la citronnelle, à l'ail et à la sauce de poisson sont saisis jusqu'à ce qu'ils caramélisent, puis déposés sur des vermicelles de riz avec des carottes marinées, du concombre et une bonne poignée de fines herbes. On arrose le tout de sauce nuoc cham bien relevée et on garnit d'arachides rôties, comme le bol de bún de votre resto préféré.",
    },
    difficulty: 'moderate',
    prepMinutes: 35,
    pricePerServingCents: 1199,
    tags: ['meat_and_fish', 'high_protein'],
    spiceLevel: 1,
    ingredients: [
      {
        name: { en: 'Boneless, skinless chicken thighs', fr: 'Hauts de cuisse de poulet désossés, sans peau' },
        quantity: { en: '340 g', fr: '340 g' },
      },
      { name: { en: 'Rice vermicelli', fr: 'Vermicelles de riz' }, quantity: { en: '120 g', fr: '120 g' } },
      { name: { en: 'Lemongrass paste', fr: 'Pâte de citronnelle' }, quantity: { en: '1 tbsp', fr: '1 c. à soupe' } },
      {
        name: { en: 'Fish sauce', fr: 'Sauce de poisson' },
        quantity: { en: '2 tbsp', fr: '2 c. à soupe' },
        allergens: ['fish'],
      },
      { name: { en: 'Garlic', fr: 'Ail' }, quantity: { en: '2 cloves', fr: '2 gousses' } },
      { name: { en: 'Brown sugar', fr: 'Cassonade' }, quantity: { en: '1.5 tbsp', fr: '1,5 c. à soupe' } },
      { name: { en: 'Limes', fr: 'Limes' }, quantity: { en: '2', fr: '2' } },
      { name: { en: 'Red chili pepper', fr: 'Piment rouge frais' }, quantity: { en: '1', fr: '1' } },
      { name: { en: 'Carrot', fr: 'Carotte' }, quantity: { en: '1', fr: '1' } },
      { name: { en: 'Mini cucumber', fr: 'Concombre libanais' }, quantity: { en: '1', fr: '1' } },
      {
        name: { en: 'Fresh mint and cilantro', fr: 'Menthe et coriandre fraîches' },
        quantity: { en: '15 g', fr: '15 g' },
      },
      {
        name: { en: 'Roasted peanuts, unsalted', fr: 'Arachides rôties non salées' },
        quantity: { en: '30 g', fr: '30 g' },
        allergens: ['peanuts'],
      },
    ],
    nutrition: {
      calories: 650,
      fatG: 20,
      saturatedFatG: 4.5,
      transFatG: 0.1,
      cholesterolMg: 160,
      sodiumMg: 1350,
      carbsG: 78,
      fibreG: 4,
      sugarsG: 17,
      proteinG: 40,
    },
    steps: [
      {
        title: { en: 'Marinate the chicken', fr: 'Faire mariner le poulet' },
        body: {
          en: 'Mince the garlic. Slice the chicken into 1 cm strips and toss with the lemongrass paste, half the garlic, 1 tbsp fish sauce, 2 tsp brown sugar and 1 tbsp oil. Let stand 10 minutes.',
          fr: "Hacher l'ail. Couper le poulet en lanières de 1 cm et le mélanger avec la pâte de citronnelle, la moitié de l'ail, 1 c. à soupe de sauce de poisson, 2 c. à thé de cassonade et 1 c. à soupe d'huile. Laisser mariner 10 minutes.",
        },
      },
      {
        title: { en: 'Make nuoc cham and pickles', fr: 'Préparer la sauce nuoc cham et les légumes marinés' },
        body: {
          en: 'Whisk the remaining fish sauce and brown sugar with the juice of 1½ limes, 60 ml warm water, the remaining garlic and half the chili, finely sliced. Cut the carrot into matchsticks and toss with 2 tbsp of this sauce. Slice the cucumber into thin sticks.',
          fr: "Fouetter le reste de la sauce de poisson et de la cassonade avec le jus d'une lime et demie, 60 ml d'eau tiède, le reste de l'ail et la moitié du piment tranché finement. Tailler la carotte en julienne et la mélanger avec 2 c. à soupe de cette sauce. Couper le concombre en fins bâtonnets.",
        },
      },
      {
        title: { en: 'Cook the vermicelli', fr: 'Cuire les vermicelles' },
        body: {
          en: 'Cook the vermicelli in boiling water 3 to 4 minutes, until tender. Drain, rinse under cold water until cool and drain well again.',
          fr: "Cuire les vermicelles dans l'eau bouillante de 3 à 4 minutes, jusqu'à ce qu'ils soient tendres. Égoutter, rincer à l'eau froide jusqu'à ce qu'ils soient refroidis, puis bien égoutter de nouveau.",
        },
      },
      {
        title: { en: 'Sear the chicken', fr: 'Saisir le poulet' },
        body: {
          en: 'Heat a large skillet over medium-high heat. Cook the chicken in a single layer 7 to 8 minutes, turning once, until caramelized and cooked through (74 °C). The sugar in the marinade browns quickly, so lower the heat if needed.',
          fr: "Chauffer une grande poêle à feu moyen-vif. Y cuire le poulet en une seule couche de 7 à 8 minutes en le retournant une fois, jusqu'à ce qu'il soit caramélisé et bien cuit (74 °C). Le sucre de la marinade colore vite : baisser le feu au besoin.",
        },
      },
      {
        title: { en: 'Build the bowls', fr: 'Monter les bols' },
        body: {
          en: 'Divide the vermicelli between bowls. Top with chicken, pickled carrot, cucumber, torn herbs and chopped peanuts. Serve with the nuoc cham to pour over, the rest of the chili and lime wedges.',
          fr: "Répartir les vermicelles dans les bols. Garnir de poulet, de carotte marinée, de concombre, de fines herbes déchiquetées et d'arachides concassées. Servir avec la sauce nuoc cham à verser sur le tout, le reste du piment et des quartiers de lime.",
        },
      },
    ],
  },
  {
    key: 'tex-mex-beef-chili',
    kind: 'rtc',
    family: 'stew',
    picture: {
      form: 'stew',
      vessel: 'pot',
      sauce: '#8A2E1A',
      foods: ['ground_beef', 'kidney_beans', 'red_pepper', 'cheddar', 'sour_cream', 'tortilla_chips', 'green_onion'],
    },
    name: { en: 'Tex-Mex Beef Chili', fr: 'Chili au bœuf tex-mex' },
    description: {
      en: 'A hearty one-pot chili of lean ground beef, red kidney beans, sweet pepper and crushed tomatoes, simmered with a smoky cumin and chili blend. Pile on sharp cheddar, sour cream and green onions, and scoop it up with crunchy tortilla chips.',
      fr: "Un chili bien consistant, cuit dans une seule casserole, avec du bœuf haché maigre, des haricots rouges, du poivron et des tomates broyées, mijotés avec un mélange d'épices fumé au cumin et au chili. On le garnit généreusement de cheddar fort, de crème sure et d'oignons verts, et on le déguste à grands coups de croustilles de maïs.",
    },
    difficulty: 'easy',
    prepMinutes: 35,
    pricePerServingCents: 1149,
    tags: ['meat_and_fish', 'high_protein'],
    spiceLevel: 2,
    ingredients: [
      { name: { en: 'Lean ground beef', fr: 'Bœuf haché maigre' }, quantity: { en: '300 g', fr: '300 g' } },
      {
        name: { en: 'Red kidney beans, canned', fr: 'Haricots rouges en conserve' },
        quantity: { en: '1 can (540 ml)', fr: '1 boîte (540 ml)' },
      },
      {
        name: { en: 'Crushed tomatoes', fr: 'Tomates broyées' },
        quantity: { en: '1 can (398 ml)', fr: '1 boîte (398 ml)' },
      },
      { name: { en: 'Yellow onion', fr: 'Oignon jaune' }, quantity: { en: '1', fr: '1' } },
      { name: { en: 'Red bell pepper', fr: 'Poivron rouge' }, quantity: { en: '1', fr: '1' } },
      { name: { en: 'Garlic', fr: 'Ail' }, quantity: { en: '2 cloves', fr: '2 gousses' } },
      {
        name: {
          en: 'Chili spice blend (chili, cumin, smoked paprika, oregano)',
          fr: "Mélange d'épices à chili (chili, cumin, paprika fumé, origan)",
        },
        quantity: { en: '1.5 tbsp', fr: '1,5 c. à soupe' },
      },
      {
        name: { en: 'Old cheddar, shredded', fr: 'Cheddar fort râpé' },
        quantity: { en: '50 g', fr: '50 g' },
        allergens: ['milk'],
      },
      { name: { en: 'Sour cream', fr: 'Crème sure' }, quantity: { en: '60 ml', fr: '60 ml' }, allergens: ['milk'] },
      { name: { en: 'Green onions', fr: 'Oignons verts' }, quantity: { en: '2', fr: '2' } },
      { name: { en: 'Tortilla chips', fr: 'Croustilles de maïs' }, quantity: { en: '40 g', fr: '40 g' } },
    ],
    nutrition: {
      calories: 800,
      fatG: 36,
      saturatedFatG: 15,
      transFatG: 1.5,
      cholesterolMg: 130,
      sodiumMg: 1240,
      carbsG: 66,
      fibreG: 17,
      sugarsG: 11,
      proteinG: 52,
    },
    steps: [
      {
        title: { en: 'Prep', fr: 'Préparer les ingrédients' },
        body: {
          en: 'Chop the onion and the pepper into 1 cm dice and mince the garlic. Drain and rinse the beans. Slice the green onions.',
          fr: "Couper l'oignon et le poivron en dés de 1 cm et hacher l'ail. Égoutter et rincer les haricots. Émincer les oignons verts.",
        },
      },
      {
        title: { en: 'Brown the beef', fr: 'Dorer le bœuf' },
        body: {
          en: 'Heat 1 tsp oil in a large saucepan over medium-high heat. Cook the beef 5 to 6 minutes, breaking it up, until browned with no pink left (71 °C). Add the onion and pepper and cook 4 minutes, until softened.',
          fr: "Dans une grande casserole, chauffer 1 c. à thé d'huile à feu moyen-vif. Cuire le bœuf de 5 à 6 minutes en l'émiettant, jusqu'à ce qu'il soit doré et qu'il ne reste plus de rosé (71 °C). Ajouter l'oignon et le poivron, puis cuire 4 minutes pour les attendrir.",
        },
      },
      {
        title: { en: 'Bloom the spices', fr: 'Faire revenir les épices' },
        body: {
          en: 'Add the garlic and spice blend and stir 1 minute, until fragrant and coating the meat.',
          fr: "Ajouter l'ail et le mélange d'épices, puis remuer 1 minute, jusqu'à ce que ça embaume et que la viande soit bien enrobée.",
        },
      },
      {
        title: { en: 'Simmer', fr: 'Laisser mijoter' },
        body: {
          en: 'Stir in the tomatoes, beans, 125 ml water and ½ tsp salt. Bring to a boil, then simmer uncovered over medium-low heat 15 minutes, stirring occasionally, until thick. Taste and adjust the seasoning.',
          fr: "Incorporer les tomates, les haricots, 125 ml d'eau et ½ c. à thé de sel. Porter à ébullition, puis laisser mijoter à découvert à feu moyen-doux 15 minutes en remuant de temps en temps, jusqu'à ce que le chili épaississe. Goûter et rectifier l'assaisonnement.",
        },
      },
      {
        title: { en: 'Top and serve', fr: 'Garnir et servir' },
        body: {
          en: 'Ladle into bowls and top with cheddar, a dollop of sour cream and green onions. Serve the tortilla chips on the side for scooping.',
          fr: "Servir le chili à la louche dans des bols et garnir de cheddar, d'une cuillerée de crème sure et d'oignons verts. Accompagner de croustilles de maïs pour piquer dans le bol.",
        },
      },
    ],
  },
  {
    key: 'greek-salmon-salad',
    kind: 'rtc',
    family: 'salad',
    picture: {
      form: 'salad',
      foods: ['romaine', 'salmon', 'cucumber', 'cherry_tomato', 'red_onion', 'olives', 'feta', 'lemon'],
    },
    name: { en: 'Greek Salmon Salad', fr: 'Salade grecque au saumon' },
    description: {
      en: 'A crisp Greek salad of romaine, cucumber, cherry tomatoes, red onion, Kalamata olives and feta, topped with a seared salmon fillet. A lemon-oregano vinaigrette dresses it all, for a satisfying low-carb supper packed with protein.',
      fr: "Une salade grecque bien croquante de romaine, de concombre, de tomates cerises, d'oignon rouge, d'olives Kalamata et de feta, couronnée d'un filet de saumon saisi. Une vinaigrette au citron et à l'origan relie le tout : un souper rassasiant, faible en glucides et riche en protéines.",
    },
    difficulty: 'easy',
    prepMinutes: 20,
    pricePerServingCents: 1399,
    tags: ['meat_and_fish', 'keto', 'high_protein'],
    spiceLevel: 0,
    ingredients: [
      {
        name: { en: 'Salmon fillets, skin on', fr: 'Filets de saumon avec la peau' },
        quantity: { en: '2 × 170 g', fr: '2 × 170 g' },
        allergens: ['fish'],
      },
      { name: { en: 'Romaine hearts', fr: 'Cœurs de romaine' }, quantity: { en: '2', fr: '2' } },
      { name: { en: 'Mini cucumbers', fr: 'Concombres libanais' }, quantity: { en: '2', fr: '2' } },
      { name: { en: 'Cherry tomatoes', fr: 'Tomates cerises' }, quantity: { en: '150 g', fr: '150 g' } },
      { name: { en: 'Red onion', fr: 'Oignon rouge' }, quantity: { en: '¼', fr: '¼' } },
      {
        name: { en: 'Kalamata olives, pitted', fr: 'Olives Kalamata dénoyautées' },
        quantity: { en: '40 g', fr: '40 g' },
      },
      { name: { en: 'Feta cheese', fr: 'Fromage feta' }, quantity: { en: '60 g', fr: '60 g' }, allergens: ['milk'] },
      { name: { en: 'Lemon', fr: 'Citron' }, quantity: { en: '1', fr: '1' } },
      { name: { en: 'Dried oregano', fr: 'Origan séché' }, quantity: { en: '1 tsp', fr: '1 c. à thé' } },
      {
        name: { en: 'Red wine vinegar', fr: 'Vinaigre de vin rouge' },
        quantity: { en: '1 tbsp', fr: '1 c. à soupe' },
        allergens: ['sulphites'],
      },
      { name: { en: 'Garlic', fr: 'Ail' }, quantity: { en: '1 clove', fr: '1 gousse' } },
      {
        name: { en: 'Extra-virgin olive oil', fr: "Huile d'olive extra vierge" },
        quantity: { en: '45 ml', fr: '45 ml' },
      },
    ],
    nutrition: {
      calories: 670,
      fatG: 51,
      saturatedFatG: 12,
      transFatG: 0,
      cholesterolMg: 115,
      sodiumMg: 1080,
      carbsG: 12,
      fibreG: 4,
      sugarsG: 6,
      proteinG: 40,
    },
    steps: [
      {
        title: { en: 'Make the vinaigrette', fr: 'Préparer la vinaigrette' },
        body: {
          en: 'Finely grate the garlic and the lemon zest. Whisk them with the juice of half the lemon, the vinegar, oregano, 2.5 tbsp of the olive oil, salt and pepper.',
          fr: "Râper finement l'ail et le zeste du citron. Les fouetter avec le jus d'un demi-citron, le vinaigre, l'origan, 2,5 c. à soupe d'huile d'olive, du sel et du poivre.",
        },
      },
      {
        title: { en: 'Chop the salad', fr: 'Préparer la salade' },
        body: {
          en: 'Chop the romaine into bite-size pieces. Slice the cucumbers into half-moons, halve the tomatoes and thinly slice the onion. Halve the olives.',
          fr: "Couper la romaine en bouchées. Trancher les concombres en demi-rondelles, couper les tomates en deux et émincer finement l'oignon. Couper les olives en deux.",
        },
      },
      {
        title: { en: 'Sear the salmon', fr: 'Saisir le saumon' },
        body: {
          en: 'Pat the salmon dry and season with salt, pepper and a pinch of oregano. Heat the remaining oil in a non-stick skillet over medium-high heat and cook skin-side down 4 to 5 minutes, until crisp. Flip and cook 2 to 3 minutes more, until it flakes easily (70 °C).',
          fr: "Éponger le saumon et l'assaisonner de sel, de poivre et d'une pincée d'origan. Dans une poêle antiadhésive, chauffer le reste de l'huile à feu moyen-vif et cuire le saumon côté peau de 4 à 5 minutes, jusqu'à ce que la peau soit croustillante. Le retourner et poursuivre la cuisson de 2 à 3 minutes, jusqu'à ce que la chair se défasse facilement (70 °C).",
        },
      },
      {
        title: { en: 'Assemble', fr: 'Assembler' },
        body: {
          en: 'Toss the vegetables and olives with most of the vinaigrette and divide between plates. Crumble the feta over, top with the salmon and drizzle with the rest of the dressing. Serve with lemon wedges.',
          fr: 'Mélanger les légumes et les olives avec presque toute la vinaigrette, puis répartir dans les assiettes. Émietter la feta par-dessus, déposer le saumon et arroser du reste de la vinaigrette. Servir avec des quartiers de citron.',
        },
      },
    ],
  },
  {
    key: 'brown-butter-sage-gnocchi',
    kind: 'rtc',
    family: 'pasta',
    picture: {
      form: 'pasta',
      base: 'gnocchi',
      sauce: '#D9A25A',
      foods: ['brussels_sprouts', 'spinach', 'hazelnuts', 'parmesan', 'sage'],
    },
    name: { en: 'Brown Butter & Sage Gnocchi', fr: 'Gnocchis au beurre noisette et à la sauge' },
    description: {
      en: 'Pillowy potato gnocchi are pan-fried until golden, then tossed in nutty brown butter with crisp sage leaves and shaved Brussels sprouts. Toasted hazelnuts, lemon and a shower of cheese make this 25-minute dinner taste like a trattoria treat.',
      fr: 'Des gnocchis de pommes de terre moelleux sont dorés à la poêle, puis enrobés de beurre noisette avec des feuilles de sauge croustillantes et des choux de Bruxelles émincés. Des noisettes grillées, un trait de citron et une pluie de fromage donnent à ce souper de 25 minutes un petit air de trattoria.',
    },
    difficulty: 'easy',
    prepMinutes: 25,
    pricePerServingCents: 1149,
    tags: ['vegetarian'],
    spiceLevel: 0,
    ingredients: [
      {
        name: { en: 'Potato gnocchi', fr: 'Gnocchis de pommes de terre' },
        quantity: { en: '400 g', fr: '400 g' },
        allergens: ['wheat'],
      },
      {
        name: { en: 'Unsalted butter', fr: 'Beurre non salé' },
        quantity: { en: '45 g', fr: '45 g' },
        allergens: ['milk'],
      },
      { name: { en: 'Fresh sage', fr: 'Sauge fraîche' }, quantity: { en: '10 leaves', fr: '10 feuilles' } },
      { name: { en: 'Brussels sprouts', fr: 'Choux de Bruxelles' }, quantity: { en: '200 g', fr: '200 g' } },
      { name: { en: 'Shallot', fr: 'Échalote française' }, quantity: { en: '1', fr: '1' } },
      { name: { en: 'Garlic', fr: 'Ail' }, quantity: { en: '1 clove', fr: '1 gousse' } },
      { name: { en: 'Baby spinach', fr: 'Bébés épinards' }, quantity: { en: '60 g', fr: '60 g' } },
      { name: { en: 'Hazelnuts', fr: 'Noisettes' }, quantity: { en: '25 g', fr: '25 g' }, allergens: ['tree_nuts'] },
      {
        name: {
          en: 'Parmesan-style cheese (vegetarian rennet), grated',
          fr: 'Fromage de type parmesan râpé (présure végétale)',
        },
        quantity: { en: '30 g', fr: '30 g' },
        allergens: ['milk'],
      },
      { name: { en: 'Lemon', fr: 'Citron' }, quantity: { en: '½', fr: '½' } },
    ],
    nutrition: {
      calories: 640,
      fatG: 32,
      saturatedFatG: 17,
      transFatG: 1,
      cholesterolMg: 75,
      sodiumMg: 960,
      carbsG: 70,
      fibreG: 6,
      sugarsG: 4,
      proteinG: 16,
    },
    steps: [
      {
        title: { en: 'Prep', fr: 'Préparer les ingrédients' },
        body: {
          en: 'Trim the Brussels sprouts and slice them thinly. Finely chop the shallot and mince the garlic. Roughly chop the hazelnuts.',
          fr: "Parer les choux de Bruxelles et les émincer finement. Hacher finement l'échalote et l'ail. Concasser grossièrement les noisettes.",
        },
      },
      {
        title: { en: 'Crisp the gnocchi', fr: 'Dorer les gnocchis' },
        body: {
          en: 'Heat 1 tbsp oil in a large non-stick skillet over medium-high heat. Add the gnocchi straight from the package in a single layer and cook 6 to 8 minutes, turning occasionally, until golden and crisp outside and soft inside. Transfer to a plate.',
          fr: "Dans une grande poêle antiadhésive, chauffer 1 c. à soupe d'huile à feu moyen-vif. Y déposer les gnocchis directement de l'emballage, en une seule couche, et cuire de 6 à 8 minutes en les retournant de temps en temps, jusqu'à ce qu'ils soient dorés et croustillants à l'extérieur, moelleux à l'intérieur. Réserver dans une assiette.",
        },
      },
      {
        title: { en: 'Sauté the sprouts', fr: 'Sauter les choux de Bruxelles' },
        body: {
          en: 'In the same pan, cook the Brussels sprouts and shallot with a pinch of salt 4 to 5 minutes, until tender and browned in spots. Add the garlic and hazelnuts and cook 1 minute.',
          fr: "Dans la même poêle, cuire les choux de Bruxelles et l'échalote avec une pincée de sel de 4 à 5 minutes, jusqu'à ce qu'ils soient tendres et dorés par endroits. Ajouter l'ail et les noisettes, puis cuire 1 minute.",
        },
      },
      {
        title: { en: 'Brown the butter', fr: 'Faire un beurre noisette' },
        body: {
          en: 'Push the vegetables aside, add the butter and sage and cook over medium heat 2 to 3 minutes, swirling, until the butter foams, turns nut-brown and smells toasty and the sage is crisp. Watch closely: it goes from brown to burnt fast.',
          fr: "Pousser les légumes sur le côté, ajouter le beurre et la sauge, puis cuire à feu moyen de 2 à 3 minutes en faisant tourner la poêle, jusqu'à ce que le beurre mousse, prenne une couleur noisette et sente le grillé, et que la sauge soit croustillante. Surveiller de près : le beurre passe vite de noisette à brûlé.",
        },
      },
      {
        title: { en: 'Toss and serve', fr: 'Mélanger et servir' },
        body: {
          en: 'Return the gnocchi, add the spinach and toss until it wilts. Off the heat, add a squeeze of lemon and half the cheese. Serve topped with the remaining cheese and plenty of black pepper.',
          fr: "Remettre les gnocchis dans la poêle, ajouter les épinards et mélanger jusqu'à ce qu'ils tombent. Hors du feu, arroser d'un filet de jus de citron et ajouter la moitié du fromage. Servir garni du reste du fromage et de poivre du moulin.",
        },
      },
    ],
  },
  {
    key: 'cajun-chicken-dirty-rice',
    kind: 'rtc',
    family: 'rice_bowl',
    picture: {
      form: 'bowl',
      base: 'brown_rice',
      foods: ['chicken', 'sausage', 'green_pepper', 'celery', 'green_onion'],
    },
    name: { en: 'Cajun Chicken with Dirty Rice', fr: 'Poulet cajun et riz « dirty rice »' },
    description: {
      en: 'Cajun-rubbed chicken breast is seared with a spicy crust and sliced over Louisiana-style dirty rice, cooked with smoked sausage and the holy trinity of onion, pepper and celery. A dash of hot sauce at the table sends it right to the bayou.',
      fr: "Des poitrines de poulet frottées d'épices cajun sont saisies pour former une croûte bien relevée, puis tranchées sur un riz à la louisianaise cuit avec de la saucisse fumée et la « sainte trinité » oignon, poivron et céleri. Un trait de sauce piquante à table, et on se croirait dans le bayou.",
    },
    difficulty: 'moderate',
    prepMinutes: 35,
    pricePerServingCents: 1199,
    tags: ['meat_and_fish', 'high_protein'],
    spiceLevel: 2,
    ingredients: [
      {
        name: { en: 'Boneless, skinless chicken breasts', fr: 'Poitrines de poulet désossées, sans peau' },
        quantity: { en: '300 g', fr: '300 g' },
      },
      {
        name: { en: 'Smoked andouille-style sausage', fr: 'Saucisse fumée de style andouille' },
        quantity: { en: '100 g', fr: '100 g' },
      },
      { name: { en: 'Long-grain rice', fr: 'Riz à grain long' }, quantity: { en: '150 g', fr: '150 g' } },
      { name: { en: 'Cajun seasoning', fr: 'Assaisonnement cajun' }, quantity: { en: '1 tbsp', fr: '1 c. à soupe' } },
      { name: { en: 'Yellow onion', fr: 'Oignon jaune' }, quantity: { en: '½', fr: '½' } },
      { name: { en: 'Green bell pepper', fr: 'Poivron vert' }, quantity: { en: '1', fr: '1' } },
      { name: { en: 'Celery', fr: 'Céleri' }, quantity: { en: '1 stalk', fr: '1 branche' } },
      { name: { en: 'Garlic', fr: 'Ail' }, quantity: { en: '2 cloves', fr: '2 gousses' } },
      {
        name: { en: 'Low-sodium chicken broth', fr: 'Bouillon de poulet réduit en sodium' },
        quantity: { en: '375 ml', fr: '375 ml' },
      },
      { name: { en: 'Green onions', fr: 'Oignons verts' }, quantity: { en: '2', fr: '2' } },
      {
        name: { en: 'Louisiana-style hot sauce', fr: 'Sauce piquante de style louisianais' },
        quantity: { en: '1 tbsp', fr: '1 c. à soupe' },
      },
    ],
    nutrition: {
      calories: 680,
      fatG: 22,
      saturatedFatG: 7,
      transFatG: 0.2,
      cholesterolMg: 140,
      sodiumMg: 1380,
      carbsG: 70,
      fibreG: 4,
      sugarsG: 5,
      proteinG: 50,
    },
    steps: [
      {
        title: { en: 'Prep', fr: 'Préparer les ingrédients' },
        body: {
          en: 'Finely dice the onion, pepper and celery and mince the garlic. Slice the sausage into half-moons. Pat the chicken dry and rub it all over with two-thirds of the Cajun seasoning.',
          fr: "Couper l'oignon, le poivron et le céleri en petits dés et hacher l'ail. Trancher la saucisse en demi-rondelles. Éponger le poulet et le frotter avec les deux tiers de l'assaisonnement cajun.",
        },
      },
      {
        title: { en: 'Start the dirty rice', fr: 'Commencer le riz' },
        body: {
          en: 'In a saucepan over medium-high heat, brown the sausage in 1 tsp oil for 3 minutes. Add the onion, pepper and celery and cook 4 minutes, until softened. Stir in the garlic, the remaining seasoning and the rice for 1 minute.',
          fr: "Dans une casserole, à feu moyen-vif, dorer la saucisse 3 minutes dans 1 c. à thé d'huile. Ajouter l'oignon, le poivron et le céleri, puis cuire 4 minutes pour les attendrir. Incorporer l'ail, le reste de l'assaisonnement et le riz, puis remuer 1 minute.",
        },
      },
      {
        title: { en: 'Simmer the rice', fr: 'Cuire le riz' },
        body: {
          en: 'Pour in the broth, bring to a boil, cover and cook over low heat 16 to 18 minutes, until the rice is tender and the liquid absorbed. Let stand, covered, 5 minutes.',
          fr: "Verser le bouillon, porter à ébullition, couvrir et cuire à feu doux de 16 à 18 minutes, jusqu'à ce que le riz soit tendre et le liquide absorbé. Laisser reposer 5 minutes à couvert.",
        },
      },
      {
        title: { en: 'Sear the chicken', fr: 'Saisir le poulet' },
        body: {
          en: 'Meanwhile, heat 1 tbsp oil in a skillet over medium heat. Cook the chicken 5 to 7 minutes per side, until a dark spicy crust forms and it reaches 74 °C in the thickest part. Let rest 3 minutes, then slice.',
          fr: "Pendant ce temps, dans une poêle, chauffer 1 c. à soupe d'huile à feu moyen. Cuire le poulet de 5 à 7 minutes de chaque côté, jusqu'à ce qu'une croûte épicée bien foncée se forme et que la partie la plus épaisse atteigne 74 °C. Laisser reposer 3 minutes, puis trancher.",
        },
      },
      {
        title: { en: 'Serve', fr: 'Servir' },
        body: {
          en: 'Fluff the rice and stir in most of the sliced green onions. Serve the chicken over the rice, sprinkle with the rest of the green onions and pass the hot sauce.',
          fr: 'Égrainer le riz et y incorporer la majeure partie des oignons verts émincés. Servir le poulet sur le riz, parsemer du reste des oignons verts et offrir la sauce piquante à table.',
        },
      },
    ],
  },
  {
    key: 'tofu-banh-mi',
    kind: 'rtc',
    family: 'sandwich',
    picture: {
      form: 'banh_mi',
      base: 'baguette',
      foods: ['tofu', 'pickled_vegetables', 'cucumber', 'jalapeno', 'cilantro', 'sriracha_mayo'],
    },
    name: { en: 'Tofu Banh Mi', fr: 'Banh mi au tofu' },
    description: {
      en: 'Crisp, crackly baguette is stuffed with caramelized lemongrass tofu, tangy pickled carrot and daikon, cucumber, jalapeño and a fistful of cilantro. A swipe of sriracha mayo ties together this fully plant-based take on the Vietnamese street sandwich.',
      fr: "Une baguette croûtée à souhait, garnie de tofu caramélisé à la citronnelle, de carottes et de radis daikon marinés, de concombre, de jalapeño et d'une bonne poignée de coriandre. Une mayo à la sriracha réunit le tout dans cette version végétalienne du célèbre sandwich de rue vietnamien.",
    },
    difficulty: 'easy',
    prepMinutes: 30,
    pricePerServingCents: 1049,
    tags: ['vegetarian', 'vegan'],
    spiceLevel: 2,
    ingredients: [
      {
        name: { en: 'Vietnamese-style baguette', fr: 'Baguette de style vietnamien' },
        quantity: { en: '1 (250 g)', fr: '1 (250 g)' },
        allergens: ['wheat'],
      },
      {
        name: { en: 'Extra-firm tofu', fr: 'Tofu extra-ferme' },
        quantity: { en: '300 g', fr: '300 g' },
        allergens: ['soy'],
      },
      {
        name: { en: 'Soy sauce', fr: 'Sauce soya' },
        quantity: { en: '2 tbsp', fr: '2 c. à soupe' },
        allergens: ['soy', 'wheat'],
      },
      { name: { en: 'Lemongrass paste', fr: 'Pâte de citronnelle' }, quantity: { en: '1 tsp', fr: '1 c. à thé' } },
      { name: { en: 'Brown sugar', fr: 'Cassonade' }, quantity: { en: '1 tbsp', fr: '1 c. à soupe' } },
      { name: { en: 'Carrot', fr: 'Carotte' }, quantity: { en: '1', fr: '1' } },
      { name: { en: 'Daikon radish', fr: 'Radis daikon' }, quantity: { en: '100 g', fr: '100 g' } },
      { name: { en: 'Rice vinegar', fr: 'Vinaigre de riz' }, quantity: { en: '60 ml', fr: '60 ml' } },
      { name: { en: 'Mini cucumber', fr: 'Concombre libanais' }, quantity: { en: '1', fr: '1' } },
      { name: { en: 'Jalapeño pepper', fr: 'Piment jalapeño' }, quantity: { en: '1', fr: '1' } },
      { name: { en: 'Fresh cilantro', fr: 'Coriandre fraîche' }, quantity: { en: '10 g', fr: '10 g' } },
      {
        name: { en: 'Vegan sriracha mayo', fr: 'Mayonnaise végétalienne à la sriracha' },
        quantity: { en: '45 ml', fr: '45 ml' },
        allergens: ['soy'],
      },
    ],
    nutrition: {
      calories: 750,
      fatG: 34,
      saturatedFatG: 4,
      transFatG: 0,
      cholesterolMg: 0,
      sodiumMg: 1320,
      carbsG: 80,
      fibreG: 6,
      sugarsG: 14,
      proteinG: 32,
    },
    steps: [
      {
        title: { en: 'Quick-pickle the vegetables', fr: 'Mariner les légumes minute' },
        body: {
          en: 'Cut the carrot and daikon into thin matchsticks. Stir the rice vinegar with 1 tsp of the brown sugar, a pinch of salt and 2 tbsp warm water until dissolved, then toss in the vegetables. Let stand at least 15 minutes.',
          fr: "Tailler la carotte et le daikon en fine julienne. Mélanger le vinaigre de riz avec 1 c. à thé de cassonade, une pincée de sel et 2 c. à soupe d'eau tiède jusqu'à dissolution, puis y ajouter les légumes. Laisser mariner au moins 15 minutes.",
        },
      },
      {
        title: { en: 'Press and slice the tofu', fr: 'Presser et trancher le tofu' },
        body: {
          en: 'Wrap the tofu in a clean tea towel and press under a heavy pan for 5 minutes. Cut it into 8 slabs about 1 cm thick. Mix the soy sauce, lemongrass paste and remaining brown sugar.',
          fr: "Envelopper le tofu dans un linge propre et le presser 5 minutes sous une casserole lourde. Le couper en 8 tranches d'environ 1 cm d'épaisseur. Mélanger la sauce soya, la pâte de citronnelle et le reste de la cassonade.",
        },
      },
      {
        title: { en: 'Caramelize the tofu', fr: 'Caraméliser le tofu' },
        body: {
          en: 'Heat 1 tbsp oil in a large non-stick skillet over medium-high heat. Fry the tofu 3 to 4 minutes per side, until golden. Pour in the soy-lemongrass mixture and turn the slabs for about 1 minute, until the glaze is sticky and clings to the tofu.',
          fr: "Dans une grande poêle antiadhésive, chauffer 1 c. à soupe d'huile à feu moyen-vif. Dorer le tofu de 3 à 4 minutes de chaque côté. Verser le mélange soya-citronnelle et retourner les tranches pendant environ 1 minute, jusqu'à ce que la glace soit collante et bien accrochée au tofu.",
        },
      },
      {
        title: { en: 'Crisp the bread', fr: 'Réchauffer le pain' },
        body: {
          en: 'Cut the baguette in half crosswise and split each piece lengthwise without cutting all the way through. Warm in a 200 °C (400 °F) oven or toaster oven 3 to 4 minutes, until the crust crackles. Thinly slice the cucumber and jalapeño.',
          fr: "Couper la baguette en deux, puis ouvrir chaque morceau sur la longueur sans le séparer complètement. Réchauffer au four ou au grille-pain four à 200 °C (400 °F) de 3 à 4 minutes, jusqu'à ce que la croûte craque. Trancher finement le concombre et le jalapeño.",
        },
      },
      {
        title: { en: 'Build the banh mi', fr: 'Garnir les banh mi' },
        body: {
          en: 'Spread the sriracha mayo inside each baguette. Layer in the tofu, drained pickles, cucumber, jalapeño to taste and plenty of cilantro. Press closed and serve right away while the bread is crisp.',
          fr: "Tartiner l'intérieur de chaque baguette de mayo à la sriracha. Garnir de tofu, de légumes marinés égouttés, de concombre, de jalapeño au goût et de beaucoup de coriandre fraîche. Refermer en pressant légèrement et servir aussitôt, pendant que le pain est croustillant.",
        },
      },
    ],
  },
  {
    key: 'peri-peri-chicken-thighs-charred-corn',
    kind: 'rtc',
    family: 'roast',
    picture: { form: 'plate', foods: ['chicken_thighs', 'corn_cob', 'baby_potatoes', 'feta', 'cilantro', 'lime'] },
    name: {
      en: 'Peri-Peri Chicken Thighs with Charred Corn',
      fr: 'Hauts de cuisse de poulet peri-peri et maïs grillé',
    },
    description: {
      en: "Chicken thighs soaked in a punchy peri-peri marinade of bird's eye chili, garlic, paprika and lemon roast alongside crispy baby potatoes. Sweet corn charred in a hot pan, then rolled in lime butter and crumbled feta, cools things down.",
      fr: "Des hauts de cuisse de poulet marinés dans une sauce peri-peri bien relevée au piment oiseau, à l'ail, au paprika et au citron rôtissent à côté de pommes de terre grelots croustillantes. Du blé d'Inde grillé à la poêle, roulé dans un beurre à la lime et parsemé de feta, vient calmer le feu.",
    },
    difficulty: 'easy',
    prepMinutes: 30,
    pricePerServingCents: 1249,
    tags: ['meat_and_fish', 'high_protein'],
    spiceLevel: 2,
    ingredients: [
      {
        name: { en: 'Boneless, skinless chicken thighs', fr: 'Hauts de cuisse de poulet désossés, sans peau' },
        quantity: { en: '400 g', fr: '400 g' },
      },
      {
        name: {
          en: "Peri-peri marinade (bird's eye chili, garlic, paprika, lemon, oil)",
          fr: 'Marinade peri-peri (piment oiseau, ail, paprika, citron, huile)',
        },
        quantity: { en: '60 ml', fr: '60 ml' },
      },
      { name: { en: 'Baby potatoes', fr: 'Pommes de terre grelots' }, quantity: { en: '350 g', fr: '350 g' } },
      { name: { en: 'Corn on the cob', fr: 'Épis de maïs' }, quantity: { en: '2', fr: '2' } },
      { name: { en: 'Smoked paprika', fr: 'Paprika fumé' }, quantity: { en: '1 tsp', fr: '1 c. à thé' } },
      { name: { en: 'Garlic', fr: 'Ail' }, quantity: { en: '1 clove', fr: '1 gousse' } },
      { name: { en: 'Butter', fr: 'Beurre' }, quantity: { en: '1 tbsp', fr: '1 c. à soupe' }, allergens: ['milk'] },
      { name: { en: 'Lime', fr: 'Lime' }, quantity: { en: '1', fr: '1' } },
      { name: { en: 'Feta cheese', fr: 'Fromage feta' }, quantity: { en: '30 g', fr: '30 g' }, allergens: ['milk'] },
      { name: { en: 'Fresh cilantro', fr: 'Coriandre fraîche' }, quantity: { en: '10 g', fr: '10 g' } },
    ],
    nutrition: {
      calories: 690,
      fatG: 32,
      saturatedFatG: 10,
      transFatG: 0.3,
      cholesterolMg: 230,
      sodiumMg: 890,
      carbsG: 54,
      fibreG: 6,
      sugarsG: 8,
      proteinG: 46,
    },
    steps: [
      {
        title: { en: 'Marinate the chicken', fr: 'Faire mariner le poulet' },
        body: {
          en: 'Preheat the oven to 220 °C (425 °F). Toss the chicken with three-quarters of the peri-peri marinade and a pinch of salt; set the rest of the marinade aside for serving.',
          fr: 'Préchauffer le four à 220 °C (425 °F). Mélanger le poulet avec les trois quarts de la marinade peri-peri et une pincée de sel ; réserver le reste de la marinade pour le service.',
        },
      },
      {
        title: { en: 'Start the potatoes', fr: 'Enfourner les pommes de terre' },
        body: {
          en: 'Halve the potatoes and toss them on a large baking sheet with 1 tbsp oil, the smoked paprika and salt. Roast 10 minutes.',
          fr: "Couper les pommes de terre en deux et les mélanger sur une grande plaque de cuisson avec 1 c. à soupe d'huile, le paprika fumé et du sel. Rôtir 10 minutes.",
        },
      },
      {
        title: { en: 'Roast the chicken', fr: 'Rôtir le poulet' },
        body: {
          en: 'Push the potatoes to one side and lay the chicken flat on the sheet. Roast 18 to 20 minutes, until the chicken is charred at the edges and reaches 74 °C and the potatoes are crisp. For extra char, broil the last 2 minutes.',
          fr: "Pousser les pommes de terre d'un côté et étaler le poulet à plat sur la plaque. Rôtir de 18 à 20 minutes, jusqu'à ce que le poulet soit grillé sur les bords et atteigne 74 °C, et que les pommes de terre soient croustillantes. Pour plus de coloration, terminer 2 minutes sous le gril.",
        },
      },
      {
        title: { en: 'Char the corn', fr: 'Griller le maïs' },
        body: {
          en: 'Meanwhile, husk the corn. Heat a dry cast-iron or heavy skillet over high heat and cook the cobs 8 to 10 minutes, turning every 2 minutes, until blackened in spots. Mash the butter with the grated garlic, the zest of the lime and a pinch of salt, and roll the hot corn in it.',
          fr: "Pendant ce temps, éplucher les épis de maïs. Chauffer une poêle en fonte ou à fond épais, sans matière grasse, à feu vif et y cuire les épis de 8 à 10 minutes en les tournant toutes les 2 minutes, jusqu'à ce qu'ils soient noircis par endroits. Écraser le beurre avec l'ail râpé, le zeste de la lime et une pincée de sel, puis y rouler le maïs chaud.",
        },
      },
      {
        title: { en: 'Serve', fr: 'Servir' },
        body: {
          en: 'Crumble the feta over the corn and squeeze over some lime juice. Serve the chicken and potatoes drizzled with the reserved peri-peri and scattered with cilantro, with the corn alongside.',
          fr: "Émietter la feta sur le maïs et l'arroser d'un peu de jus de lime. Servir le poulet et les pommes de terre arrosés du reste de la sauce peri-peri et parsemés de coriandre fraîche, avec le maïs à côté.",
        },
      },
    ],
  },
];

export default meals;
