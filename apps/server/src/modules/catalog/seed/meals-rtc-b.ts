import type { MealSeed } from './types.ts';

const meals: MealSeed[] = [
  {
    key: 'spicy-italian-sausage-rigatoni',
    kind: 'rtc',
    family: 'pasta',
    picture: {
      form: 'pasta',
      base: 'tubes',
      sauce: '#C23A25',
      foods: ['sausage', 'rapini', 'parmesan', 'chili_flakes', 'basil'],
    },
    name: {
      en: 'Spicy Italian Sausage Rigatoni with Rapini',
      fr: 'Rigatoni à la saucisse italienne piquante et au rapini',
    },
    description: {
      en: 'Hot Italian sausage is browned until crisp at the edges, then simmered with crushed tomatoes, a splash of red wine and chili flakes. Blanched rapini adds a gentle bitterness that cuts through the richness, and a shower of Parmesan brings it all together.',
      fr: "La saucisse italienne piquante est dorée jusqu'à ce que les bords croustillent, puis mijotée avec des tomates broyées, un trait de vin rouge et une pincée de piment broyé. Le rapini blanchi apporte une légère amertume qui équilibre la richesse de la sauce, et une bonne pluie de parmesan vient couronner le tout.",
    },
    difficulty: 'easy',
    prepMinutes: 25,
    pricePerServingCents: 1199,
    tags: ['meat_and_fish', 'high_protein'],
    spiceLevel: 2,
    ingredients: [
      {
        name: { en: 'Hot Italian sausages, casings removed', fr: 'Saucisses italiennes piquantes, sans boyau' },
        quantity: { en: '250 g', fr: '250 g' },
      },
      { name: { en: 'Rigatoni', fr: 'Rigatoni' }, quantity: { en: '170 g', fr: '170 g' }, allergens: ['wheat'] },
      {
        name: { en: 'Crushed tomatoes', fr: 'Tomates broyées' },
        quantity: { en: '1 can (398 ml)', fr: '1 boîte (398 ml)' },
      },
      { name: { en: 'Rapini', fr: 'Rapini' }, quantity: { en: '150 g', fr: '150 g' } },
      { name: { en: 'Yellow onion', fr: 'Oignon jaune' }, quantity: { en: '1 small', fr: '1 petit' } },
      { name: { en: 'Garlic', fr: 'Ail' }, quantity: { en: '3 cloves', fr: '3 gousses' } },
      { name: { en: 'Red wine', fr: 'Vin rouge' }, quantity: { en: '60 ml', fr: '60 ml' }, allergens: ['sulphites'] },
      { name: { en: 'Chili flakes', fr: 'Piment broyé' }, quantity: { en: '½ tsp', fr: '½ c. à thé' } },
      {
        name: { en: 'Parmesan, grated', fr: 'Parmesan râpé' },
        quantity: { en: '30 g', fr: '30 g' },
        allergens: ['milk'],
      },
      { name: { en: 'Fresh basil', fr: 'Basilic frais' }, quantity: { en: '10 g', fr: '10 g' } },
      { name: { en: 'Olive oil', fr: "Huile d'olive" }, quantity: { en: '1 tbsp', fr: '1 c. à soupe' } },
    ],
    nutrition: {
      calories: 760,
      fatG: 30,
      saturatedFatG: 11,
      transFatG: 0.3,
      cholesterolMg: 75,
      sodiumMg: 1280,
      carbsG: 84,
      fibreG: 8,
      sugarsG: 12,
      proteinG: 39,
    },
    steps: [
      {
        title: { en: 'Get set up', fr: 'Préparer les ingrédients' },
        body: {
          en: 'Bring a large pot of salted water to a boil. Finely chop the onion and mince the garlic. Trim the tough ends of the rapini and cut the rest into 3 cm pieces.',
          fr: "Porter à ébullition une grande casserole d'eau salée. Hacher finement l'oignon et l'ail. Retirer la base coriace des tiges de rapini et couper le reste en tronçons de 3 cm.",
        },
      },
      {
        title: { en: 'Brown the sausage', fr: 'Dorer la saucisse' },
        body: {
          en: 'Heat the oil in a large skillet over medium-high heat. Add the sausage meat and break it into bite-size pieces with a wooden spoon. Cook 6 to 7 minutes, until browned and no longer pink inside (71 °C). Add the onion and cook 3 minutes more.',
          fr: "Dans une grande poêle, chauffer l'huile à feu moyen-vif. Ajouter la chair à saucisse et la défaire en petits morceaux à la cuillère de bois. Cuire de 6 à 7 minutes, jusqu'à ce qu'elle soit bien dorée et qu'elle ne soit plus rosée au centre (71 °C). Ajouter l'oignon et poursuivre la cuisson 3 minutes.",
        },
      },
      {
        title: { en: 'Simmer the sauce', fr: 'Faire mijoter la sauce' },
        body: {
          en: 'Stir in the garlic and chili flakes and cook 30 seconds. Pour in the wine, scrape up the browned bits and let it reduce by half, about 1 minute. Add the crushed tomatoes, season lightly and simmer 8 minutes over medium heat.',
          fr: "Ajouter l'ail et le piment broyé, puis cuire 30 secondes en remuant. Déglacer avec le vin en raclant bien le fond de la poêle et laisser réduire de moitié, environ 1 minute. Ajouter les tomates broyées, saler légèrement et laisser mijoter 8 minutes à feu moyen.",
        },
      },
      {
        title: { en: 'Cook the pasta and rapini', fr: 'Cuire les pâtes et le rapini' },
        body: {
          en: 'Cook the rigatoni 1 minute less than the package time. Add the rapini for the last 2 minutes; blanching tames its bitterness. Reserve 125 ml of the cooking water, then drain.',
          fr: "Cuire les rigatoni 1 minute de moins que le temps indiqué sur l'emballage. Ajouter le rapini pendant les 2 dernières minutes : il perdra un peu de son amertume. Réserver 125 ml d'eau de cuisson, puis égoutter.",
        },
      },
      {
        title: { en: 'Toss and serve', fr: 'Mélanger et servir' },
        body: {
          en: 'Add the pasta, rapini and a splash of the reserved water to the sauce. Toss over medium heat for 1 minute, until the sauce clings to the pasta. Stir in half the Parmesan and serve topped with the rest and torn basil.',
          fr: "Verser les pâtes, le rapini et un peu d'eau de cuisson dans la sauce. Mélanger 1 minute à feu moyen, jusqu'à ce que la sauce nappe bien les pâtes. Incorporer la moitié du parmesan et servir avec le reste du fromage et le basilic déchiqueté.",
        },
      },
    ],
  },
  {
    key: 'pesto-chicken-farfalle',
    kind: 'rtc',
    family: 'pasta',
    picture: {
      form: 'pasta',
      base: 'bows',
      sauce: '#8DB04A',
      foods: ['chicken', 'cherry_tomato', 'spinach', 'parmesan', 'basil'],
    },
    name: { en: 'Creamy Pesto Chicken Farfalle', fr: 'Farfalle crémeuses au poulet et au pesto' },
    description: {
      en: 'Golden strips of chicken breast meet bow-tie pasta in a basil pesto sauce loosened with a little cream and lemon. Blistered cherry tomatoes and wilted spinach keep it bright, and kids love picking out the bow ties.',
      fr: "Des lanières de poitrine de poulet bien dorées rejoignent les farfalle dans une sauce au pesto de basilic allongée d'un peu de crème et de citron. Des tomates cerises poêlées et des épinards tombés ajoutent de la fraîcheur, et les enfants adorent les petits papillons.",
    },
    difficulty: 'easy',
    prepMinutes: 20,
    pricePerServingCents: 1149,
    tags: ['meat_and_fish', 'family_friendly', 'high_protein'],
    spiceLevel: 0,
    ingredients: [
      {
        name: { en: 'Boneless, skinless chicken breast', fr: 'Poitrine de poulet désossée, sans peau' },
        quantity: { en: '280 g', fr: '280 g' },
      },
      { name: { en: 'Farfalle', fr: 'Farfalle' }, quantity: { en: '170 g', fr: '170 g' }, allergens: ['wheat'] },
      {
        name: { en: 'Basil pesto', fr: 'Pesto au basilic' },
        quantity: { en: '60 ml', fr: '60 ml' },
        allergens: ['milk', 'tree_nuts'],
      },
      {
        name: { en: '15% cooking cream', fr: 'Crème 15 % à cuisson' },
        quantity: { en: '80 ml', fr: '80 ml' },
        allergens: ['milk'],
      },
      { name: { en: 'Cherry tomatoes', fr: 'Tomates cerises' }, quantity: { en: '150 g', fr: '150 g' } },
      { name: { en: 'Baby spinach', fr: 'Bébés épinards' }, quantity: { en: '60 g', fr: '60 g' } },
      {
        name: { en: 'Parmesan, grated', fr: 'Parmesan râpé' },
        quantity: { en: '30 g', fr: '30 g' },
        allergens: ['milk'],
      },
      { name: { en: 'Garlic', fr: 'Ail' }, quantity: { en: '2 cloves', fr: '2 gousses' } },
      { name: { en: 'Lemon', fr: 'Citron' }, quantity: { en: '½', fr: '½' } },
      { name: { en: 'Olive oil', fr: "Huile d'olive" }, quantity: { en: '1 tbsp', fr: '1 c. à soupe' } },
    ],
    nutrition: {
      calories: 780,
      fatG: 34,
      saturatedFatG: 11,
      transFatG: 0.2,
      cholesterolMg: 130,
      sodiumMg: 790,
      carbsG: 70,
      fibreG: 5,
      sugarsG: 7,
      proteinG: 50,
    },
    steps: [
      {
        title: { en: 'Boil the pasta', fr: 'Cuire les pâtes' },
        body: {
          en: 'Bring a large pot of salted water to a boil. Cook the farfalle until al dente, 10 to 11 minutes. Reserve 125 ml of the cooking water, then drain.',
          fr: "Porter à ébullition une grande casserole d'eau salée. Cuire les farfalle al dente, de 10 à 11 minutes. Réserver 125 ml d'eau de cuisson, puis égoutter.",
        },
      },
      {
        title: { en: 'Sear the chicken', fr: 'Saisir le poulet' },
        body: {
          en: 'Meanwhile, cut the chicken into 1 cm strips and season with salt and pepper. Heat the oil in a large skillet over medium-high heat and cook the chicken 5 to 6 minutes, turning once, until golden and cooked through (74 °C). Transfer to a plate.',
          fr: "Entre-temps, couper le poulet en lanières de 1 cm, puis saler et poivrer. Dans une grande poêle, chauffer l'huile à feu moyen-vif et cuire le poulet de 5 à 6 minutes en le retournant une fois, jusqu'à ce qu'il soit doré et bien cuit (74 °C). Réserver dans une assiette.",
        },
      },
      {
        title: { en: 'Blister the tomatoes', fr: 'Poêler les tomates' },
        body: {
          en: 'In the same skillet over medium heat, cook the halved cherry tomatoes and minced garlic 2 to 3 minutes, until the tomatoes just start to slump.',
          fr: "Dans la même poêle, à feu moyen, cuire les tomates cerises coupées en deux et l'ail haché de 2 à 3 minutes, juste assez pour que les tomates commencent à s'affaisser.",
        },
      },
      {
        title: { en: 'Make the pesto sauce', fr: 'Monter la sauce au pesto' },
        body: {
          en: 'Lower the heat to medium-low. Stir in the cream, pesto and a squeeze of lemon, then add the pasta, chicken and spinach. Toss until the spinach wilts, adding a splash of pasta water if the sauce looks thick.',
          fr: "Réduire à feu moyen-doux. Ajouter la crème, le pesto et un filet de jus de citron, puis les pâtes, le poulet et les épinards. Mélanger jusqu'à ce que les épinards tombent, en ajoutant un peu d'eau de cuisson si la sauce semble trop épaisse.",
        },
      },
      {
        title: { en: 'Finish and serve', fr: 'Servir' },
        body: {
          en: 'Take the pan off the heat, stir in half the Parmesan and taste for salt. Divide between bowls and sprinkle with the remaining cheese.',
          fr: "Retirer la poêle du feu, incorporer la moitié du parmesan et rectifier l'assaisonnement. Répartir dans les bols et parsemer du reste du fromage.",
        },
      },
    ],
  },
  {
    key: 'ginger-beef-broccoli-stir-fry',
    kind: 'rtc',
    family: 'rice_bowl',
    picture: { form: 'bowl', base: 'rice', foods: ['beef_slices', 'broccoli', 'green_onion', 'sesame'] },
    name: { en: 'Ginger Beef & Broccoli Stir-Fry', fr: 'Sauté de bœuf au gingembre et brocoli' },
    description: {
      en: 'Thin slices of flank steak are seared hard in a hot pan, then tossed with crisp-tender broccoli in a glossy soy, oyster and fresh ginger sauce. Served over fluffy jasmine rice with a sprinkle of green onion.',
      fr: "De fines tranches de bavette saisies à feu vif et du brocoli encore croquant sont enrobés d'une sauce brillante où se marient soya, huîtres et gingembre frais. Le tout est servi sur un riz jasmin moelleux, avec une touche d'oignon vert.",
    },
    difficulty: 'easy',
    prepMinutes: 25,
    pricePerServingCents: 1249,
    tags: ['meat_and_fish', 'high_protein'],
    spiceLevel: 1,
    ingredients: [
      {
        name: { en: 'Beef flank steak, thinly sliced', fr: 'Bavette de bœuf tranchée finement' },
        quantity: { en: '300 g', fr: '300 g' },
      },
      { name: { en: 'Jasmine rice', fr: 'Riz jasmin' }, quantity: { en: '150 g', fr: '150 g' } },
      { name: { en: 'Broccoli', fr: 'Brocoli' }, quantity: { en: '300 g', fr: '300 g' } },
      { name: { en: 'Fresh ginger', fr: 'Gingembre frais' }, quantity: { en: '30 g', fr: '30 g' } },
      { name: { en: 'Garlic', fr: 'Ail' }, quantity: { en: '2 cloves', fr: '2 gousses' } },
      {
        name: { en: 'Sodium-reduced soy sauce', fr: 'Sauce soya réduite en sodium' },
        quantity: { en: '2 tbsp', fr: '2 c. à soupe' },
        allergens: ['soy', 'wheat'],
      },
      {
        name: { en: 'Oyster sauce', fr: 'Sauce aux huîtres' },
        quantity: { en: '1 tbsp', fr: '1 c. à soupe' },
        allergens: ['molluscs', 'soy', 'wheat'],
      },
      { name: { en: 'Cornstarch', fr: 'Fécule de maïs' }, quantity: { en: '2 tsp', fr: '2 c. à thé' } },
      { name: { en: 'Brown sugar', fr: 'Cassonade' }, quantity: { en: '1 tsp', fr: '1 c. à thé' } },
      {
        name: { en: 'Toasted sesame oil', fr: 'Huile de sésame grillé' },
        quantity: { en: '1 tsp', fr: '1 c. à thé' },
        allergens: ['sesame'],
      },
      { name: { en: 'Green onions', fr: 'Oignons verts' }, quantity: { en: '2', fr: '2' } },
      { name: { en: 'Canola oil', fr: 'Huile de canola' }, quantity: { en: '1 tbsp', fr: '1 c. à soupe' } },
    ],
    nutrition: {
      calories: 680,
      fatG: 21,
      saturatedFatG: 6,
      transFatG: 0.5,
      cholesterolMg: 80,
      sodiumMg: 1080,
      carbsG: 80,
      fibreG: 5,
      sugarsG: 7,
      proteinG: 43,
    },
    steps: [
      {
        title: { en: 'Start the rice', fr: 'Lancer le riz' },
        body: {
          en: 'Rinse the rice until the water runs clear. In a small saucepan, bring it to a boil with 250 ml water and a pinch of salt, then cover and simmer over low heat 12 minutes. Let stand off the heat, covered, until serving.',
          fr: "Rincer le riz jusqu'à ce que l'eau soit claire. Dans une petite casserole, le porter à ébullition avec 250 ml d'eau et une pincée de sel, puis couvrir et laisser mijoter 12 minutes à feu doux. Laisser reposer hors du feu, à couvert, jusqu'au service.",
        },
      },
      {
        title: { en: 'Prep and mix the sauce', fr: 'Préparer la sauce' },
        body: {
          en: 'Cut the broccoli into small florets. Peel and grate the ginger and mince the garlic. In a bowl, whisk the soy sauce, oyster sauce, cornstarch, brown sugar, sesame oil and 80 ml water. Toss the beef with a pinch of salt.',
          fr: "Couper le brocoli en petits bouquets. Peler et râper le gingembre, puis hacher l'ail. Dans un bol, fouetter la sauce soya, la sauce aux huîtres, la fécule, la cassonade, l'huile de sésame et 80 ml d'eau. Saler légèrement le bœuf.",
        },
      },
      {
        title: { en: 'Steam-fry the broccoli', fr: 'Cuire le brocoli' },
        body: {
          en: 'Heat half the canola oil in a large skillet or wok over high heat. Add the broccoli and 3 tbsp water and cook 3 to 4 minutes, stirring, until bright green and crisp-tender. Transfer to a plate.',
          fr: "Dans une grande poêle ou un wok, chauffer la moitié de l'huile de canola à feu vif. Ajouter le brocoli et 3 c. à soupe d'eau, puis cuire de 3 à 4 minutes en remuant, jusqu'à ce qu'il soit vert vif et encore croquant. Réserver dans une assiette.",
        },
      },
      {
        title: { en: 'Sear the beef', fr: 'Saisir le bœuf' },
        body: {
          en: 'Add the remaining oil to the hot pan and spread the beef in a single layer. Sear 1 minute without moving, then stir-fry 1 minute more. Add the ginger and garlic and cook 30 seconds, until fragrant.',
          fr: "Verser le reste de l'huile dans la poêle bien chaude et y étaler le bœuf en une seule couche. Saisir 1 minute sans remuer, puis faire sauter 1 minute de plus. Ajouter le gingembre et l'ail et cuire 30 secondes, jusqu'à ce qu'ils embaument.",
        },
      },
      {
        title: { en: 'Glaze and serve', fr: 'Napper et servir' },
        body: {
          en: 'Stir the sauce, pour it into the pan and bring to a boil; it will thicken within a minute. Return the broccoli and toss to coat. Spoon over the rice and top with sliced green onions.',
          fr: "Remuer la sauce, la verser dans la poêle et porter à ébullition : elle épaissira en moins d'une minute. Remettre le brocoli et bien enrober. Servir sur le riz et garnir d'oignons verts émincés.",
        },
      },
    ],
  },
  {
    key: 'sesame-tofu-soba-noodles',
    kind: 'rtc',
    family: 'noodles',
    picture: {
      form: 'noodles',
      base: 'soba',
      vessel: 'bowl',
      sauce: '#8A6A4A',
      foods: ['tofu', 'edamame', 'carrot', 'cucumber', 'green_onion', 'sesame'],
    },
    name: { en: 'Sesame Tofu Soba Noodles', fr: 'Nouilles soba au tofu et au sésame' },
    description: {
      en: 'Cubes of tofu are pan-fried until crackly, then glazed in a maple-soy sauce and tossed with chewy buckwheat soba. Crunchy cucumber, carrot ribbons and edamame make it a fresh, filling bowl that is just as good at room temperature.',
      fr: "Des cubes de tofu sont poêlés jusqu'à ce qu'ils soient bien croustillants, puis laqués d'une sauce soya à l'érable et mélangés à des nouilles soba au sarrasin. Concombre croquant, rubans de carotte et edamames en font un bol frais et rassasiant, tout aussi bon à température ambiante.",
    },
    difficulty: 'easy',
    prepMinutes: 20,
    pricePerServingCents: 1099,
    tags: ['vegetarian', 'vegan'],
    spiceLevel: 0,
    ingredients: [
      { name: { en: 'Firm tofu', fr: 'Tofu ferme' }, quantity: { en: '300 g', fr: '300 g' }, allergens: ['soy'] },
      {
        name: { en: 'Soba noodles', fr: 'Nouilles soba' },
        quantity: { en: '150 g', fr: '150 g' },
        allergens: ['wheat'],
      },
      {
        name: { en: 'Shelled edamame', fr: 'Edamames écossés' },
        quantity: { en: '75 g', fr: '75 g' },
        allergens: ['soy'],
      },
      { name: { en: 'Carrot', fr: 'Carotte' }, quantity: { en: '1', fr: '1' } },
      { name: { en: 'Mini cucumbers', fr: 'Concombres libanais' }, quantity: { en: '2', fr: '2' } },
      { name: { en: 'Green onions', fr: 'Oignons verts' }, quantity: { en: '2', fr: '2' } },
      { name: { en: 'Cornstarch', fr: 'Fécule de maïs' }, quantity: { en: '1 tbsp', fr: '1 c. à soupe' } },
      {
        name: { en: 'Sodium-reduced soy sauce', fr: 'Sauce soya réduite en sodium' },
        quantity: { en: '3 tbsp', fr: '3 c. à soupe' },
        allergens: ['soy', 'wheat'],
      },
      { name: { en: 'Maple syrup', fr: "Sirop d'érable" }, quantity: { en: '1 tbsp', fr: '1 c. à soupe' } },
      { name: { en: 'Rice vinegar', fr: 'Vinaigre de riz' }, quantity: { en: '1 tbsp', fr: '1 c. à soupe' } },
      {
        name: { en: 'Toasted sesame oil', fr: 'Huile de sésame grillé' },
        quantity: { en: '1 tbsp', fr: '1 c. à soupe' },
        allergens: ['sesame'],
      },
      {
        name: { en: 'Sesame seeds', fr: 'Graines de sésame' },
        quantity: { en: '1 tbsp', fr: '1 c. à soupe' },
        allergens: ['sesame'],
      },
    ],
    nutrition: {
      calories: 660,
      fatG: 24,
      saturatedFatG: 3.5,
      transFatG: 0,
      cholesterolMg: 0,
      sodiumMg: 1150,
      carbsG: 80,
      fibreG: 7,
      sugarsG: 11,
      proteinG: 32,
    },
    steps: [
      {
        title: { en: 'Press and coat the tofu', fr: 'Préparer le tofu' },
        body: {
          en: 'Pat the tofu dry with paper towel, pressing gently to remove excess water. Cut into 2 cm cubes and toss with the cornstarch and a pinch of salt until evenly dusted.',
          fr: "Éponger le tofu avec du papier absorbant en pressant doucement pour retirer l'excédent d'eau. Le couper en cubes de 2 cm, puis l'enrober uniformément de fécule de maïs et d'une pincée de sel.",
        },
      },
      {
        title: { en: 'Cook the noodles', fr: 'Cuire les nouilles' },
        body: {
          en: 'Bring a pot of unsalted water to a boil. Add the soba and edamame and cook 4 to 5 minutes, until the noodles are just tender. Drain and rinse under cold water, rubbing the noodles with your hands to remove the surface starch.',
          fr: "Porter à ébullition une casserole d'eau non salée. Cuire les soba et les edamames de 4 à 5 minutes, jusqu'à ce que les nouilles soient tout juste tendres. Égoutter, puis rincer à l'eau froide en frottant les nouilles entre les mains pour retirer l'amidon.",
        },
      },
      {
        title: { en: 'Crisp the tofu', fr: 'Rendre le tofu croustillant' },
        body: {
          en: 'Heat 1 tbsp canola or other neutral oil from your pantry in a non-stick skillet over medium-high heat. Fry the tofu 8 to 10 minutes, turning every couple of minutes, until golden and crisp on most sides.',
          fr: "Dans une poêle antiadhésive, chauffer à feu moyen-vif 1 c. à soupe d'huile de canola ou d'une autre huile neutre de votre garde-manger. Y dorer le tofu de 8 à 10 minutes en le retournant toutes les deux minutes, jusqu'à ce que la plupart des faces soient croustillantes.",
        },
      },
      {
        title: { en: 'Glaze', fr: 'Laquer' },
        body: {
          en: 'Whisk the soy sauce, maple syrup, rice vinegar and sesame oil. Pour one-third over the tofu in the pan and toss for 30 seconds, until sticky. Remove from the heat.',
          fr: "Fouetter la sauce soya, le sirop d'érable, le vinaigre de riz et l'huile de sésame. Verser le tiers de ce mélange sur le tofu dans la poêle et remuer 30 secondes, jusqu'à ce qu'il soit bien laqué. Retirer du feu.",
        },
      },
      {
        title: { en: 'Assemble the bowls', fr: 'Assembler les bols' },
        body: {
          en: 'Shave the carrot into ribbons with a vegetable peeler and thinly slice the cucumbers and green onions. Toss the noodles and edamame with the remaining sauce, top with the vegetables and tofu, and finish with sesame seeds.',
          fr: "Tailler la carotte en rubans à l'aide d'un économe et trancher finement les concombres et les oignons verts. Mélanger les nouilles et les edamames avec le reste de la sauce, garnir de légumes et de tofu, puis parsemer de graines de sésame.",
        },
      },
    ],
  },
  {
    key: 'massaman-beef-curry',
    kind: 'rtc',
    family: 'curry',
    picture: {
      form: 'curry',
      base: 'rice',
      sauce: '#B8642A',
      foods: ['beef_chunks', 'potatoes', 'peanuts', 'cilantro', 'lime'],
    },
    name: { en: 'Massaman Beef Curry with Potatoes', fr: 'Cari massaman au bœuf et aux pommes de terre' },
    description: {
      en: 'This mellow southern Thai curry is warm with cinnamon and cardamom rather than fiery, and the coconut sauce is rounded off with lime and a touch of brown sugar. Tender sirloin and little cubes of potato soak it all up, and roasted peanuts add crunch on top.',
      fr: "Ce cari du sud de la Thaïlande mise sur la chaleur de la cannelle et de la cardamome plutôt que sur le piquant, et sa sauce à la noix de coco est arrondie par la lime et une touche de cassonade. Le bœuf tendre et les petits cubes de pommes de terre s'en imprègnent, et les arachides grillées ajoutent du croquant.",
    },
    difficulty: 'moderate',
    prepMinutes: 30,
    pricePerServingCents: 1299,
    tags: ['meat_and_fish', 'high_protein'],
    spiceLevel: 1,
    ingredients: [
      {
        name: { en: 'Beef sirloin, thinly sliced', fr: 'Surlonge de bœuf tranchée finement' },
        quantity: { en: '280 g', fr: '280 g' },
      },
      {
        name: { en: 'Massaman curry paste', fr: 'Pâte de cari massaman' },
        quantity: { en: '2.5 tbsp', fr: '2,5 c. à soupe' },
        allergens: ['crustaceans'],
      },
      { name: { en: 'Coconut milk', fr: 'Lait de coco' }, quantity: { en: '200 ml', fr: '200 ml' } },
      { name: { en: 'Yellow potatoes', fr: 'Pommes de terre jaunes' }, quantity: { en: '250 g', fr: '250 g' } },
      { name: { en: 'Yellow onion', fr: 'Oignon jaune' }, quantity: { en: '1', fr: '1' } },
      { name: { en: 'Jasmine rice', fr: 'Riz jasmin' }, quantity: { en: '130 g', fr: '130 g' } },
      {
        name: { en: 'Fish sauce', fr: 'Sauce de poisson' },
        quantity: { en: '2 tsp', fr: '2 c. à thé' },
        allergens: ['fish'],
      },
      { name: { en: 'Brown sugar', fr: 'Cassonade' }, quantity: { en: '1 tsp', fr: '1 c. à thé' } },
      { name: { en: 'Lime', fr: 'Lime' }, quantity: { en: '1', fr: '1' } },
      {
        name: { en: 'Roasted unsalted peanuts', fr: 'Arachides grillées non salées' },
        quantity: { en: '20 g', fr: '20 g' },
        allergens: ['peanuts'],
      },
      { name: { en: 'Fresh cilantro', fr: 'Coriandre fraîche' }, quantity: { en: '10 g', fr: '10 g' } },
      { name: { en: 'Canola oil', fr: 'Huile de canola' }, quantity: { en: '2 tsp', fr: '2 c. à thé' } },
    ],
    nutrition: {
      calories: 880,
      fatG: 40,
      saturatedFatG: 22,
      transFatG: 0.5,
      cholesterolMg: 75,
      sodiumMg: 1080,
      carbsG: 90,
      fibreG: 6,
      sugarsG: 10,
      proteinG: 41,
    },
    steps: [
      {
        title: { en: 'Cook the rice', fr: 'Cuire le riz' },
        body: {
          en: 'Rinse the rice, then bring it to a boil in a small saucepan with 220 ml water and a pinch of salt. Cover and simmer over low heat 12 minutes, then let stand, covered, off the heat.',
          fr: "Rincer le riz, puis le porter à ébullition dans une petite casserole avec 220 ml d'eau et une pincée de sel. Couvrir et laisser mijoter 12 minutes à feu doux, puis laisser reposer hors du feu, à couvert.",
        },
      },
      {
        title: { en: 'Prep the vegetables', fr: 'Préparer les légumes' },
        body: {
          en: 'Peel the potatoes if you like and cut them into 1.5 cm cubes so they cook quickly. Cut the onion into thin wedges. Pat the beef dry and season lightly with salt.',
          fr: "Peler les pommes de terre, au goût, et les couper en cubes de 1,5 cm pour qu'elles cuisent rapidement. Couper l'oignon en fins quartiers. Éponger le bœuf et le saler légèrement.",
        },
      },
      {
        title: { en: 'Sear the beef', fr: 'Saisir le bœuf' },
        body: {
          en: 'Heat the oil in a large saucepan or deep skillet over high heat. Sear the beef in one layer, 1 minute per side, just until browned; it will finish cooking in the sauce. Transfer to a plate.',
          fr: "Dans une grande casserole ou une sauteuse, chauffer l'huile à feu vif. Saisir le bœuf en une seule couche, 1 minute de chaque côté, juste assez pour le colorer : il finira de cuire dans la sauce. Réserver dans une assiette.",
        },
      },
      {
        title: { en: 'Simmer the curry', fr: 'Faire mijoter le cari' },
        body: {
          en: 'Lower the heat to medium. Cook the onion and curry paste 2 minutes, stirring, until the paste smells toasty. Add the coconut milk, 125 ml water, the potatoes, fish sauce and brown sugar. Cover and simmer 12 to 15 minutes, until a knife slides easily into the potatoes.',
          fr: "Réduire à feu moyen. Cuire l'oignon et la pâte de cari 2 minutes en remuant, jusqu'à ce que la pâte dégage un parfum grillé. Ajouter le lait de coco, 125 ml d'eau, les pommes de terre, la sauce de poisson et la cassonade. Couvrir et laisser mijoter de 12 à 15 minutes, jusqu'à ce que la pointe d'un couteau s'enfonce facilement dans les pommes de terre.",
        },
      },
      {
        title: { en: 'Finish and serve', fr: 'Terminer et servir' },
        body: {
          en: 'Return the beef and its juices to the pot and simmer 2 minutes. Add a squeeze of lime and taste: it should be savoury, slightly sweet and tangy. Serve over the rice, topped with chopped peanuts and cilantro.',
          fr: "Remettre le bœuf et son jus dans la casserole et laisser mijoter 2 minutes. Ajouter un filet de jus de lime et goûter : le cari doit être à la fois salé, légèrement sucré et acidulé. Servir sur le riz, parsemé d'arachides hachées et de coriandre.",
        },
      },
    ],
  },
  {
    key: 'paneer-tikka-masala',
    kind: 'rtc',
    family: 'curry',
    picture: { form: 'curry', base: 'rice', sauce: '#D8542A', foods: ['paneer', 'spinach', 'cream_swirl', 'cilantro'] },
    name: { en: 'Paneer Tikka Masala', fr: 'Paneer tikka masala' },
    description: {
      en: 'Cubes of paneer are marinated in spiced yogurt and seared until charred at the edges, then folded into a velvety tomato and cream masala. Fragrant basmati rice and a handful of spinach round out a restaurant favourite made at home.',
      fr: "Des cubes de paneer marinés dans un yogourt épicé sont saisis jusqu'à ce que les bords soient légèrement grillés, puis enrobés d'une sauce masala onctueuse à la tomate et à la crème. Un riz basmati parfumé et une poignée d'épinards complètent ce grand classique des restos indiens, version maison.",
    },
    difficulty: 'easy',
    prepMinutes: 25,
    pricePerServingCents: 1199,
    tags: ['vegetarian'],
    spiceLevel: 2,
    ingredients: [
      { name: { en: 'Paneer', fr: 'Paneer' }, quantity: { en: '180 g', fr: '180 g' }, allergens: ['milk'] },
      {
        name: { en: 'Plain yogurt', fr: 'Yogourt nature' },
        quantity: { en: '60 ml', fr: '60 ml' },
        allergens: ['milk'],
      },
      { name: { en: 'Tikka masala paste', fr: 'Pâte tikka masala' }, quantity: { en: '3 tbsp', fr: '3 c. à soupe' } },
      { name: { en: 'Crushed tomatoes', fr: 'Tomates broyées' }, quantity: { en: '250 ml', fr: '250 ml' } },
      {
        name: { en: '35% cooking cream', fr: 'Crème 35 % à cuisson' },
        quantity: { en: '60 ml', fr: '60 ml' },
        allergens: ['milk'],
      },
      { name: { en: 'Yellow onion', fr: 'Oignon jaune' }, quantity: { en: '1', fr: '1' } },
      { name: { en: 'Garlic', fr: 'Ail' }, quantity: { en: '2 cloves', fr: '2 gousses' } },
      { name: { en: 'Fresh ginger', fr: 'Gingembre frais' }, quantity: { en: '15 g', fr: '15 g' } },
      { name: { en: 'Basmati rice', fr: 'Riz basmati' }, quantity: { en: '150 g', fr: '150 g' } },
      { name: { en: 'Baby spinach', fr: 'Bébés épinards' }, quantity: { en: '60 g', fr: '60 g' } },
      { name: { en: 'Butter', fr: 'Beurre' }, quantity: { en: '1 tbsp', fr: '1 c. à soupe' }, allergens: ['milk'] },
      { name: { en: 'Fresh cilantro', fr: 'Coriandre fraîche' }, quantity: { en: '10 g', fr: '10 g' } },
    ],
    nutrition: {
      calories: 810,
      fatG: 42,
      saturatedFatG: 24,
      transFatG: 0.8,
      cholesterolMg: 95,
      sodiumMg: 1050,
      carbsG: 80,
      fibreG: 6,
      sugarsG: 13,
      proteinG: 27,
    },
    steps: [
      {
        title: { en: 'Marinate the paneer', fr: 'Faire mariner le paneer' },
        body: {
          en: 'Cut the paneer into 2 cm cubes. In a bowl, stir together the yogurt and 1 tbsp of the tikka masala paste, add the paneer and toss to coat. Set aside while you start the rice.',
          fr: 'Couper le paneer en cubes de 2 cm. Dans un bol, mélanger le yogourt et 1 c. à soupe de pâte tikka masala, puis y enrober le paneer. Réserver le temps de lancer le riz.',
        },
      },
      {
        title: { en: 'Cook the basmati', fr: 'Cuire le riz basmati' },
        body: {
          en: 'Rinse the rice and place it in a small saucepan with 250 ml water and a pinch of salt. Bring to a boil, cover and cook over low heat 12 minutes. Rest 5 minutes off the heat, then fluff with a fork.',
          fr: "Rincer le riz et le déposer dans une petite casserole avec 250 ml d'eau et une pincée de sel. Porter à ébullition, couvrir et cuire 12 minutes à feu doux. Laisser reposer 5 minutes hors du feu, puis égrainer à la fourchette.",
        },
      },
      {
        title: { en: 'Sear the paneer', fr: 'Griller le paneer' },
        body: {
          en: 'Melt half the butter in a non-stick skillet over medium-high heat. Add the paneer, shaking off excess marinade, and cook 4 to 5 minutes, turning, until charred in spots. Transfer to a plate.',
          fr: "Dans une poêle antiadhésive, faire fondre la moitié du beurre à feu moyen-vif. Ajouter le paneer en laissant égoutter l'excédent de marinade et le cuire de 4 à 5 minutes en le retournant, jusqu'à ce qu'il soit grillé par endroits. Réserver dans une assiette.",
        },
      },
      {
        title: { en: 'Build the masala', fr: 'Préparer la sauce masala' },
        body: {
          en: 'Lower the heat to medium and melt the remaining butter. Cook the chopped onion 5 minutes, until soft. Add the grated garlic and ginger and the rest of the paste and cook 1 minute. Stir in the tomatoes and simmer 6 to 8 minutes, until thickened.',
          fr: "Réduire à feu moyen et faire fondre le reste du beurre. Attendrir l'oignon haché 5 minutes. Ajouter l'ail et le gingembre râpés ainsi que le reste de la pâte, puis cuire 1 minute. Incorporer les tomates et laisser mijoter de 6 à 8 minutes, jusqu'à ce que la sauce épaississe.",
        },
      },
      {
        title: { en: 'Finish with cream', fr: 'Ajouter la crème' },
        body: {
          en: 'Stir in the cream, spinach and paneer and simmer 2 minutes, until the spinach wilts. Season with salt. Serve over the rice with chopped cilantro.',
          fr: "Incorporer la crème, les épinards et le paneer, puis laisser mijoter 2 minutes, jusqu'à ce que les épinards tombent. Saler au goût. Servir sur le riz et garnir de coriandre hachée.",
        },
      },
    ],
  },
  {
    key: 'pork-carnitas-tacos-pickled-onion',
    kind: 'rtc',
    family: 'tacos',
    picture: {
      form: 'tacos',
      base: 'corn_tortilla',
      foods: ['carnitas', 'pickled_onion', 'radish', 'avocado', 'sour_cream', 'cilantro', 'lime'],
    },
    name: { en: 'Pork Carnitas Tacos with Pickled Onion', fr: 'Tacos aux carnitas de porc et oignon mariné' },
    description: {
      en: 'Our quick carnitas simmer small pieces of pork shoulder in orange juice, garlic and cumin, then let them sizzle in their own fat until the edges go crisp. Piled onto warm corn tortillas with lime-pickled red onion, avocado and radish.',
      fr: "Nos carnitas express font mijoter de petits morceaux d'épaule de porc dans le jus d'orange, l'ail et le cumin, puis les laissent grésiller dans leur propre gras jusqu'à ce que les bords croustillent. On les sert dans des tortillas de maïs tièdes avec de l'oignon rouge mariné à la lime, de l'avocat et du radis.",
    },
    difficulty: 'moderate',
    prepMinutes: 35,
    pricePerServingCents: 1249,
    tags: ['meat_and_fish', 'high_protein'],
    spiceLevel: 1,
    ingredients: [
      { name: { en: 'Boneless pork shoulder', fr: 'Épaule de porc désossée' }, quantity: { en: '350 g', fr: '350 g' } },
      {
        name: {
          en: 'Carnitas spice blend (cumin, oregano, ancho chili)',
          fr: "Mélange d'épices à carnitas (cumin, origan, piment ancho)",
        },
        quantity: { en: '2 tsp', fr: '2 c. à thé' },
      },
      { name: { en: 'Orange', fr: 'Orange' }, quantity: { en: '1', fr: '1' } },
      { name: { en: 'Limes', fr: 'Limes' }, quantity: { en: '2', fr: '2' } },
      { name: { en: 'Garlic', fr: 'Ail' }, quantity: { en: '3 cloves', fr: '3 gousses' } },
      { name: { en: 'Red onion', fr: 'Oignon rouge' }, quantity: { en: '1 small', fr: '1 petit' } },
      { name: { en: 'Small corn tortillas', fr: 'Petites tortillas de maïs' }, quantity: { en: '8', fr: '8' } },
      { name: { en: 'Avocado', fr: 'Avocat' }, quantity: { en: '1', fr: '1' } },
      { name: { en: 'Radishes', fr: 'Radis' }, quantity: { en: '4', fr: '4' } },
      { name: { en: 'Sour cream', fr: 'Crème sure' }, quantity: { en: '60 ml', fr: '60 ml' }, allergens: ['milk'] },
      { name: { en: 'Fresh cilantro', fr: 'Coriandre fraîche' }, quantity: { en: '10 g', fr: '10 g' } },
    ],
    nutrition: {
      calories: 750,
      fatG: 38,
      saturatedFatG: 12,
      transFatG: 0.3,
      cholesterolMg: 115,
      sodiumMg: 780,
      carbsG: 63,
      fibreG: 11,
      sugarsG: 8,
      proteinG: 38,
    },
    steps: [
      {
        title: { en: 'Quick-pickle the onion', fr: "Mariner l'oignon" },
        body: {
          en: 'Slice the red onion as thinly as you can. In a small bowl, toss it with the juice of 1 lime and a good pinch of salt. Set aside, stirring once or twice; it will turn bright pink by the time the pork is ready.',
          fr: "Émincer l'oignon rouge le plus finement possible. Dans un petit bol, le mélanger avec le jus d'une lime et une bonne pincée de sel. Réserver en remuant une ou deux fois : le temps que le porc soit prêt, il aura pris une belle couleur rose.",
        },
      },
      {
        title: { en: 'Simmer the pork', fr: 'Faire mijoter le porc' },
        body: {
          en: 'Cut the pork into 2 cm cubes, trimming only the thickest pieces of fat. Place in a large skillet with the spice blend, crushed garlic, the juice of the orange, 125 ml water and ½ tsp salt. Bring to a boil, cover and simmer over medium-low heat 18 to 20 minutes, until tender.',
          fr: "Couper le porc en cubes de 2 cm en retirant seulement les plus gros morceaux de gras. Le déposer dans une grande poêle avec le mélange d'épices, l'ail écrasé, le jus de l'orange, 125 ml d'eau et ½ c. à thé de sel. Porter à ébullition, couvrir et laisser mijoter à feu moyen-doux de 18 à 20 minutes, jusqu'à ce que la viande soit tendre.",
        },
      },
      {
        title: { en: 'Crisp the carnitas', fr: 'Rendre les carnitas croustillantes' },
        body: {
          en: 'Uncover, raise the heat to medium-high and let the liquid boil away. Once the pork starts to fry in its own fat, press the pieces with a spatula and cook 4 to 5 minutes, turning, until browned and crisp at the edges (at least 71 °C). Shred roughly with two forks.',
          fr: "Découvrir, passer à feu moyen-vif et laisser le liquide s'évaporer complètement. Dès que le porc commence à frire dans son gras, presser les morceaux avec une spatule et cuire de 4 à 5 minutes en les retournant, jusqu'à ce qu'ils soient dorés et croustillants sur les bords (au moins 71 °C). Effilocher grossièrement à l'aide de deux fourchettes.",
        },
      },
      {
        title: { en: 'Warm the tortillas', fr: 'Réchauffer les tortillas' },
        body: {
          en: 'Meanwhile, warm the tortillas one or two at a time in a dry skillet over medium-high heat, about 30 seconds per side, and stack them in a clean tea towel to keep them soft. Slice the avocado and radishes and cut the second lime into wedges.',
          fr: "Entre-temps, réchauffer les tortillas une ou deux à la fois dans une poêle sèche à feu moyen-vif, environ 30 secondes de chaque côté, puis les empiler dans un linge propre pour qu'elles restent souples. Trancher l'avocat et les radis, et couper la deuxième lime en quartiers.",
        },
      },
      {
        title: { en: 'Build the tacos', fr: 'Garnir les tacos' },
        body: {
          en: 'Fill each tortilla with carnitas, avocado and radish. Top with drained pickled onion, a spoonful of sour cream and cilantro, and serve with lime wedges for squeezing.',
          fr: "Garnir chaque tortilla de carnitas, d'avocat et de radis. Ajouter l'oignon mariné égoutté, une cuillerée de crème sure et de la coriandre, puis servir avec les quartiers de lime.",
        },
      },
    ],
  },
  {
    key: 'chipotle-chicken-burrito-bowls',
    kind: 'rtc',
    family: 'rice_bowl',
    picture: {
      form: 'bowl',
      base: 'rice',
      foods: [
        'chicken',
        'black_beans',
        'corn',
        'cherry_tomato',
        'romaine',
        'cheddar',
        'sour_cream',
        'cilantro',
        'lime',
      ],
    },
    name: { en: 'Chipotle Chicken Burrito Bowls', fr: 'Bols burrito au poulet chipotle' },
    description: {
      en: 'Everything you love about a burrito, minus the rolling: smoky chipotle chicken thighs over cilantro-lime rice with black beans and charred corn. Set out the cheddar, sour cream and fresh tomato salsa so everyone can build their own.',
      fr: "Tout ce qu'on aime d'un burrito, sans avoir à le rouler : des hauts de cuisse de poulet fumés au chipotle sur un riz à la lime et à la coriandre, avec haricots noirs et maïs grillé. On dépose le cheddar, la crème sure et la salsa de tomates fraîches au centre de la table pour que chacun compose son bol.",
    },
    difficulty: 'easy',
    prepMinutes: 25,
    pricePerServingCents: 1199,
    tags: ['meat_and_fish', 'family_friendly', 'high_protein'],
    spiceLevel: 1,
    ingredients: [
      {
        name: { en: 'Boneless, skinless chicken thighs', fr: 'Hauts de cuisse de poulet désossés, sans peau' },
        quantity: { en: '300 g', fr: '300 g' },
      },
      {
        name: { en: 'Chipotle pepper in adobo sauce', fr: 'Piment chipotle en sauce adobo' },
        quantity: { en: '1 tbsp', fr: '1 c. à soupe' },
      },
      { name: { en: 'Long-grain white rice', fr: 'Riz blanc à grain long' }, quantity: { en: '130 g', fr: '130 g' } },
      { name: { en: 'Black beans, drained', fr: 'Haricots noirs égouttés' }, quantity: { en: '200 g', fr: '200 g' } },
      { name: { en: 'Corn kernels', fr: 'Maïs en grains' }, quantity: { en: '100 g', fr: '100 g' } },
      { name: { en: 'Ground cumin', fr: 'Cumin moulu' }, quantity: { en: '1 tsp', fr: '1 c. à thé' } },
      { name: { en: 'Roma tomatoes', fr: 'Tomates italiennes' }, quantity: { en: '2', fr: '2' } },
      { name: { en: 'Lime', fr: 'Lime' }, quantity: { en: '1', fr: '1' } },
      { name: { en: 'Fresh cilantro', fr: 'Coriandre fraîche' }, quantity: { en: '10 g', fr: '10 g' } },
      { name: { en: 'Romaine heart', fr: 'Cœur de romaine' }, quantity: { en: '1', fr: '1' } },
      {
        name: { en: 'Aged cheddar, shredded', fr: 'Cheddar fort râpé' },
        quantity: { en: '50 g', fr: '50 g' },
        allergens: ['milk'],
      },
      { name: { en: 'Sour cream', fr: 'Crème sure' }, quantity: { en: '60 ml', fr: '60 ml' }, allergens: ['milk'] },
    ],
    nutrition: {
      calories: 800,
      fatG: 28,
      saturatedFatG: 11,
      transFatG: 0.4,
      cholesterolMg: 160,
      sodiumMg: 980,
      carbsG: 89,
      fibreG: 12,
      sugarsG: 6,
      proteinG: 49,
    },
    steps: [
      {
        title: { en: 'Cook the rice', fr: 'Cuire le riz' },
        body: {
          en: 'Bring the rice, 250 ml water and a pinch of salt to a boil in a small saucepan. Cover and simmer over low heat 15 minutes, then let stand 5 minutes. Fluff with the zest of the lime, half its juice and half the chopped cilantro.',
          fr: "Dans une petite casserole, porter à ébullition le riz, 250 ml d'eau et une pincée de sel. Couvrir et laisser mijoter 15 minutes à feu doux, puis laisser reposer 5 minutes. Égrainer à la fourchette avec le zeste de la lime, la moitié de son jus et la moitié de la coriandre hachée.",
        },
      },
      {
        title: { en: 'Season the chicken', fr: 'Assaisonner le poulet' },
        body: {
          en: 'Finely chop the chipotle and mix it with the cumin, 1 tbsp oil from your pantry and a pinch of salt. Rub over the chicken thighs. For little ones, set one thigh aside with just cumin and salt.',
          fr: "Hacher finement le chipotle et le mélanger avec le cumin, 1 c. à soupe d'huile de votre garde-manger et une pincée de sel. En badigeonner les hauts de cuisse. Pour les plus petits, on peut réserver un morceau assaisonné seulement de cumin et de sel.",
        },
      },
      {
        title: { en: 'Cook the chicken', fr: 'Cuire le poulet' },
        body: {
          en: 'Heat a large skillet over medium-high heat. Cook the chicken 5 to 6 minutes per side, until nicely charred and cooked through (74 °C). Let rest 3 minutes, then slice.',
          fr: "Chauffer une grande poêle à feu moyen-vif. Cuire le poulet de 5 à 6 minutes de chaque côté, jusqu'à ce qu'il soit bien grillé et cuit à cœur (74 °C). Laisser reposer 3 minutes, puis trancher.",
        },
      },
      {
        title: { en: 'Char the corn, warm the beans', fr: 'Griller le maïs et réchauffer les haricots' },
        body: {
          en: 'In the same pan, cook the corn over high heat 3 minutes without stirring too often, until some kernels blacken. Add the rinsed black beans and a splash of water and heat through, 2 minutes. Season with salt.',
          fr: "Dans la même poêle, cuire le maïs à feu vif 3 minutes en remuant peu, jusqu'à ce que quelques grains noircissent. Ajouter les haricots noirs rincés et un peu d'eau, puis réchauffer 2 minutes. Saler.",
        },
      },
      {
        title: { en: 'Make the salsa and serve', fr: 'Préparer la salsa et servir' },
        body: {
          en: 'Dice the tomatoes and toss with the rest of the cilantro, the remaining lime juice and a pinch of salt. Shred the romaine. Divide the rice among bowls and top with romaine, beans and corn, chicken, salsa, cheddar and sour cream.',
          fr: 'Couper les tomates en dés et les mélanger avec le reste de la coriandre, le jus de lime restant et une pincée de sel. Émincer la romaine. Répartir le riz dans les bols, puis garnir de romaine, de haricots et de maïs, de poulet, de salsa, de cheddar et de crème sure.',
        },
      },
    ],
  },
  {
    key: 'bc-salmon-wild-rice-pilaf',
    kind: 'rtc',
    family: 'fish',
    picture: {
      form: 'plate',
      foods: ['salmon', 'wild_rice_side', 'spinach', 'cranberries', 'pecans', 'parsley', 'lemon'],
    },
    name: {
      en: 'Maple-Dijon BC Salmon with Wild Rice Pilaf',
      fr: "Saumon de la C.-B. à l'érable et à la Dijon, pilaf de riz sauvage",
    },
    description: {
      en: 'Wild BC sockeye is brushed with a maple-Dijon glaze and seared skin-side down until crackling. It sits on a nutty wild rice pilaf studded with dried cranberries, toasted pecans and wilted spinach.',
      fr: "Le saumon sockeye sauvage de la Colombie-Britannique est badigeonné d'une glace à l'érable et à la moutarde de Dijon, puis saisi côté peau jusqu'à ce qu'elle croustille. Il repose sur un pilaf de riz sauvage au goût de noisette, parsemé de canneberges séchées, de pacanes grillées et d'épinards tombés.",
    },
    difficulty: 'moderate',
    prepMinutes: 30,
    pricePerServingCents: 1699,
    tags: ['meat_and_fish', 'premium', 'high_protein'],
    spiceLevel: 0,
    ingredients: [
      {
        name: {
          en: 'Wild BC sockeye salmon fillets, skin on',
          fr: 'Filets de saumon sockeye sauvage de la C.-B., avec la peau',
        },
        quantity: { en: '2 × 150 g', fr: '2 × 150 g' },
        allergens: ['fish'],
      },
      {
        name: { en: 'Quick-cooking wild rice blend', fr: 'Mélange de riz sauvage à cuisson rapide' },
        quantity: { en: '130 g', fr: '130 g' },
      },
      {
        name: { en: 'Sodium-reduced chicken broth', fr: 'Bouillon de poulet réduit en sodium' },
        quantity: { en: '300 ml', fr: '300 ml' },
      },
      { name: { en: 'Shallot', fr: 'Échalote française' }, quantity: { en: '1', fr: '1' } },
      { name: { en: 'Dried cranberries', fr: 'Canneberges séchées' }, quantity: { en: '30 g', fr: '30 g' } },
      { name: { en: 'Pecans', fr: 'Pacanes' }, quantity: { en: '25 g', fr: '25 g' }, allergens: ['tree_nuts'] },
      { name: { en: 'Baby spinach', fr: 'Bébés épinards' }, quantity: { en: '60 g', fr: '60 g' } },
      { name: { en: 'Maple syrup', fr: "Sirop d'érable" }, quantity: { en: '1 tbsp', fr: '1 c. à soupe' } },
      {
        name: { en: 'Dijon mustard', fr: 'Moutarde de Dijon' },
        quantity: { en: '2 tsp', fr: '2 c. à thé' },
        allergens: ['mustard'],
      },
      { name: { en: 'Butter', fr: 'Beurre' }, quantity: { en: '1 tbsp', fr: '1 c. à soupe' }, allergens: ['milk'] },
      { name: { en: 'Lemon', fr: 'Citron' }, quantity: { en: '1', fr: '1' } },
      { name: { en: 'Fresh parsley', fr: 'Persil frais' }, quantity: { en: '10 g', fr: '10 g' } },
    ],
    nutrition: {
      calories: 700,
      fatG: 27,
      saturatedFatG: 6,
      transFatG: 0.2,
      cholesterolMg: 100,
      sodiumMg: 640,
      carbsG: 72,
      fibreG: 5,
      sugarsG: 18,
      proteinG: 41,
    },
    steps: [
      {
        title: { en: 'Start the pilaf', fr: 'Commencer le pilaf' },
        body: {
          en: 'Finely chop the shallot. Melt the butter in a saucepan over medium heat and soften the shallot 2 minutes. Add the rice blend and stir 1 minute to coat, then pour in the broth. Bring to a boil, cover and simmer over low heat 20 minutes, until the grains are tender and the liquid is absorbed.',
          fr: "Hacher finement l'échalote. Dans une casserole, faire fondre le beurre à feu moyen et y attendrir l'échalote 2 minutes. Ajouter le mélange de riz et remuer 1 minute pour bien l'enrober, puis verser le bouillon. Porter à ébullition, couvrir et laisser mijoter à feu doux 20 minutes, jusqu'à ce que les grains soient tendres et le liquide absorbé.",
        },
      },
      {
        title: { en: 'Toast the pecans', fr: 'Griller les pacanes' },
        body: {
          en: 'While the rice cooks, toast the pecans in a dry skillet over medium heat 3 to 4 minutes, shaking the pan, until fragrant. Chop coarsely and set aside. Wipe out the skillet.',
          fr: "Pendant la cuisson du riz, griller les pacanes à sec dans une poêle à feu moyen de 3 à 4 minutes en secouant la poêle, jusqu'à ce qu'elles embaument. Les hacher grossièrement et réserver. Essuyer la poêle.",
        },
      },
      {
        title: { en: 'Glaze and sear the salmon', fr: 'Glacer et saisir le saumon' },
        body: {
          en: 'Stir the maple syrup and Dijon together. Pat the salmon dry and season with salt and pepper. Heat 1 tbsp oil from your pantry in the skillet over medium-high heat and cook the fillets skin-side down 4 to 5 minutes, until the skin is crisp.',
          fr: "Mélanger le sirop d'érable et la moutarde. Éponger le saumon, puis saler et poivrer. Dans la poêle, chauffer 1 c. à soupe d'huile de votre garde-manger à feu moyen-vif et cuire les filets côté peau de 4 à 5 minutes, jusqu'à ce que la peau soit croustillante.",
        },
      },
      {
        title: { en: 'Finish the salmon', fr: 'Terminer la cuisson du saumon' },
        body: {
          en: 'Flip the fillets, brush the tops with the maple-Dijon glaze and cook 2 to 3 minutes more over medium heat, until the flesh flakes easily and reaches 70 °C in the thickest part. Sockeye is lean, so watch it closely.',
          fr: "Retourner les filets, badigeonner le dessus de glace érable et Dijon, puis poursuivre la cuisson à feu moyen de 2 à 3 minutes, jusqu'à ce que la chair se défasse facilement à la fourchette et atteigne 70 °C au cœur. Le sockeye est maigre : on le surveille de près.",
        },
      },
      {
        title: { en: 'Finish the pilaf and serve', fr: 'Finir le pilaf et servir' },
        body: {
          en: 'Stir the spinach, cranberries, pecans and chopped parsley into the hot rice until the spinach wilts. Add a squeeze of lemon and season to taste. Serve the salmon on the pilaf with lemon wedges.',
          fr: "Incorporer les épinards, les canneberges, les pacanes et le persil haché au riz chaud, jusqu'à ce que les épinards tombent. Ajouter un filet de jus de citron et rectifier l'assaisonnement. Servir le saumon sur le pilaf, avec des quartiers de citron.",
        },
      },
    ],
  },
  {
    key: 'halibut-lemon-caper-butter',
    kind: 'rtc',
    family: 'fish',
    picture: { form: 'plate', foods: ['white_fish', 'asparagus', 'baby_potatoes', 'capers', 'dill', 'lemon'] },
    name: { en: 'Pacific Halibut with Lemon Caper Butter', fr: 'Flétan du Pacifique, beurre citronné aux câpres' },
    description: {
      en: 'Thick, snowy halibut fillets are dusted with flour and pan-seared until golden, then bathed in a brown butter sauce sharpened with lemon, capers and dill. Crispy smashed baby potatoes and tender asparagus complete the plate.',
      fr: "D'épais filets de flétan à la chair nacrée sont légèrement farinés et poêlés jusqu'à ce qu'ils soient dorés, puis arrosés d'un beurre noisette relevé de citron, de câpres et d'aneth. Des pommes de terre grelots écrasées et croustillantes et des asperges tendres complètent l'assiette.",
    },
    difficulty: 'moderate',
    prepMinutes: 30,
    pricePerServingCents: 1849,
    tags: ['meat_and_fish', 'premium', 'high_protein'],
    spiceLevel: 0,
    ingredients: [
      {
        name: { en: 'Pacific halibut fillets, skinless', fr: 'Filets de flétan du Pacifique, sans peau' },
        quantity: { en: '2 × 150 g', fr: '2 × 150 g' },
        allergens: ['fish'],
      },
      { name: { en: 'Baby potatoes', fr: 'Pommes de terre grelots' }, quantity: { en: '400 g', fr: '400 g' } },
      { name: { en: 'Asparagus', fr: 'Asperges' }, quantity: { en: '250 g', fr: '250 g' } },
      { name: { en: 'Butter', fr: 'Beurre' }, quantity: { en: '3 tbsp', fr: '3 c. à soupe' }, allergens: ['milk'] },
      { name: { en: 'Capers, drained', fr: 'Câpres égouttées' }, quantity: { en: '1 tbsp', fr: '1 c. à soupe' } },
      { name: { en: 'Lemon', fr: 'Citron' }, quantity: { en: '1', fr: '1' } },
      { name: { en: 'Garlic', fr: 'Ail' }, quantity: { en: '2 cloves', fr: '2 gousses' } },
      { name: { en: 'Fresh dill', fr: 'Aneth frais' }, quantity: { en: '10 g', fr: '10 g' } },
      {
        name: { en: 'All-purpose flour', fr: 'Farine tout usage' },
        quantity: { en: '1 tbsp', fr: '1 c. à soupe' },
        allergens: ['wheat'],
      },
      { name: { en: 'Olive oil', fr: "Huile d'olive" }, quantity: { en: '1 tbsp', fr: '1 c. à soupe' } },
    ],
    nutrition: {
      calories: 590,
      fatG: 28,
      saturatedFatG: 12.5,
      transFatG: 0.8,
      cholesterolMg: 95,
      sodiumMg: 640,
      carbsG: 45,
      fibreG: 6,
      sugarsG: 4,
      proteinG: 40,
    },
    steps: [
      {
        title: { en: 'Boil the potatoes', fr: 'Cuire les pommes de terre' },
        body: {
          en: 'Place the potatoes in a saucepan, cover with cold salted water and bring to a boil. Cook 12 to 15 minutes, until a knife slides in easily. Drain and let steam dry for a minute.',
          fr: "Déposer les pommes de terre dans une casserole, couvrir d'eau froide salée et porter à ébullition. Cuire de 12 à 15 minutes, jusqu'à ce que la pointe d'un couteau s'y enfonce facilement. Égoutter et laisser sécher une minute.",
        },
      },
      {
        title: { en: 'Smash and crisp', fr: 'Écraser et dorer' },
        body: {
          en: 'Heat the oil in a large non-stick skillet over medium-high heat. Flatten each potato with the bottom of a glass, add to the pan and cook 3 to 4 minutes per side, until golden. Season with salt and move to a plate. Snap the woody ends off the asparagus and cook it in the same pan 3 to 4 minutes; set aside with the potatoes.',
          fr: "Dans une grande poêle antiadhésive, chauffer l'huile à feu moyen-vif. Écraser chaque pomme de terre avec le fond d'un verre, puis la dorer de 3 à 4 minutes de chaque côté. Saler et réserver dans une assiette. Casser la base fibreuse des asperges et les cuire de 3 à 4 minutes dans la même poêle ; réserver avec les pommes de terre.",
        },
      },
      {
        title: { en: 'Sear the halibut', fr: 'Poêler le flétan' },
        body: {
          en: 'Pat the halibut very dry, season with salt and pepper and dust lightly with the flour. Melt 1 tbsp butter in the skillet over medium-high heat and cook the fillets 3 to 4 minutes per side, until golden and opaque throughout (70 °C). Transfer to warm plates.',
          fr: "Bien éponger le flétan, saler, poivrer et le fariner légèrement. Faire fondre 1 c. à soupe de beurre dans la poêle à feu moyen-vif et cuire les filets de 3 à 4 minutes de chaque côté, jusqu'à ce qu'ils soient dorés et opaques au centre (70 °C). Déposer dans des assiettes chaudes.",
        },
      },
      {
        title: { en: 'Make the caper butter', fr: 'Préparer le beurre aux câpres' },
        body: {
          en: 'Lower the heat to medium and add the rest of the butter. When it foams and smells nutty, about 1 minute, add the sliced garlic and capers and cook 30 seconds. Off the heat, stir in the juice of half the lemon and the chopped dill.',
          fr: "Réduire à feu moyen et ajouter le reste du beurre. Lorsqu'il mousse et dégage une odeur de noisette, après environ 1 minute, ajouter l'ail émincé et les câpres et cuire 30 secondes. Hors du feu, incorporer le jus d'un demi-citron et l'aneth haché.",
        },
      },
      {
        title: { en: 'Serve', fr: 'Servir' },
        body: {
          en: 'Spoon the caper butter over the halibut and serve with the potatoes, asparagus and the remaining lemon cut into wedges.',
          fr: 'Napper le flétan de beurre aux câpres et servir avec les pommes de terre, les asperges et le reste du citron coupé en quartiers.',
        },
      },
    ],
  },
  {
    key: 'rosemary-lamb-chops-minted-peas',
    kind: 'rtc',
    family: 'roast',
    picture: { form: 'plate', foods: ['lamb_chops', 'peas', 'baby_potatoes', 'feta', 'mint', 'lemon'] },
    name: {
      en: 'Rosemary Lamb Chops with Minted Peas',
      fr: "Côtelettes d'agneau au romarin et petits pois à la menthe",
    },
    description: {
      en: 'Lamb loin chops are rubbed with garlic and rosemary and seared to a rosy medium-rare. A bright crush of peas with mint, lemon and salty feta and golden baby potatoes make it feel like a Sunday dinner on a weeknight.',
      fr: "Des côtelettes d'agneau dans la longe, frottées d'ail et de romarin, sont saisies jusqu'à une cuisson mi-saignante bien rosée. Une purée grossière de petits pois à la menthe, au citron et à la feta, et des grelots dorés donnent à ce souper de semaine des airs de repas du dimanche.",
    },
    difficulty: 'moderate',
    prepMinutes: 30,
    pricePerServingCents: 1799,
    tags: ['meat_and_fish', 'premium', 'high_protein'],
    spiceLevel: 0,
    ingredients: [
      {
        name: { en: 'Lamb loin chops', fr: "Côtelettes d'agneau dans la longe" },
        quantity: { en: '6 (about 450 g)', fr: '6 (environ 450 g)' },
      },
      { name: { en: 'Baby potatoes', fr: 'Pommes de terre grelots' }, quantity: { en: '350 g', fr: '350 g' } },
      { name: { en: 'Frozen green peas', fr: 'Petits pois surgelés' }, quantity: { en: '200 g', fr: '200 g' } },
      { name: { en: 'Fresh mint', fr: 'Menthe fraîche' }, quantity: { en: '10 g', fr: '10 g' } },
      { name: { en: 'Fresh rosemary', fr: 'Romarin frais' }, quantity: { en: '2 sprigs', fr: '2 brins' } },
      { name: { en: 'Garlic', fr: 'Ail' }, quantity: { en: '3 cloves', fr: '3 gousses' } },
      {
        name: { en: 'Feta, crumbled', fr: 'Feta émiettée' },
        quantity: { en: '40 g', fr: '40 g' },
        allergens: ['milk'],
      },
      { name: { en: 'Lemon', fr: 'Citron' }, quantity: { en: '1', fr: '1' } },
      { name: { en: 'Butter', fr: 'Beurre' }, quantity: { en: '1 tbsp', fr: '1 c. à soupe' }, allergens: ['milk'] },
      { name: { en: 'Olive oil', fr: "Huile d'olive" }, quantity: { en: '1 tbsp', fr: '1 c. à soupe' } },
    ],
    nutrition: {
      calories: 700,
      fatG: 39,
      saturatedFatG: 17,
      transFatG: 1.5,
      cholesterolMg: 125,
      sodiumMg: 620,
      carbsG: 46,
      fibreG: 8,
      sugarsG: 7,
      proteinG: 41,
    },
    steps: [
      {
        title: { en: 'Roast the potatoes', fr: 'Rôtir les pommes de terre' },
        body: {
          en: 'Preheat the oven to 220 °C (425 °F). Halve the potatoes, toss with half the oil, salt and pepper on a baking sheet and roast 22 to 25 minutes, cut-side down, until golden and tender.',
          fr: "Préchauffer le four à 220 °C (425 °F). Couper les grelots en deux, les mélanger sur une plaque avec la moitié de l'huile, du sel et du poivre, puis les rôtir côté coupé vers le bas de 22 à 25 minutes, jusqu'à ce qu'ils soient dorés et tendres.",
        },
      },
      {
        title: { en: 'Season the lamb', fr: "Assaisonner l'agneau" },
        body: {
          en: 'Strip and finely chop the rosemary leaves and mince 2 garlic cloves. Rub them over the lamb chops with the rest of the oil, salt and pepper. Let the chops sit at room temperature while the potatoes roast, no more than 20 minutes.',
          fr: "Effeuiller et hacher finement le romarin, puis hacher 2 gousses d'ail. En frotter les côtelettes avec le reste de l'huile, du sel et du poivre. Laisser tempérer la viande pendant la cuisson des pommes de terre, sans dépasser 20 minutes.",
        },
      },
      {
        title: { en: 'Make the minted peas', fr: 'Préparer les pois à la menthe' },
        body: {
          en: 'Melt the butter in a small saucepan over medium heat and cook the last garlic clove, sliced, 1 minute. Add the peas and 3 tbsp water, cover and cook 4 minutes. Crush roughly with a fork or potato masher, then stir in the chopped mint, the lemon zest and a squeeze of juice. Keep warm.',
          fr: "Dans une petite casserole, faire fondre le beurre à feu moyen et y cuire la dernière gousse d'ail, émincée, 1 minute. Ajouter les petits pois et 3 c. à soupe d'eau, couvrir et cuire 4 minutes. Écraser grossièrement à la fourchette ou au pilon, puis incorporer la menthe hachée, le zeste du citron et un filet de jus. Garder au chaud.",
        },
      },
      {
        title: { en: 'Sear the chops', fr: 'Saisir les côtelettes' },
        body: {
          en: 'Heat a large skillet over medium-high heat. Stand the chops on their fatty edge for 1 to 2 minutes to render the fat, then lay them flat and cook 3 to 4 minutes per side for medium-rare (63 °C). Rest 5 minutes on a plate.',
          fr: 'Chauffer une grande poêle à feu moyen-vif. Tenir les côtelettes debout sur leur bordure de gras de 1 à 2 minutes pour le faire fondre, puis les coucher et les cuire de 3 à 4 minutes de chaque côté pour une cuisson mi-saignante (63 °C). Laisser reposer 5 minutes dans une assiette.',
        },
      },
      {
        title: { en: 'Plate up', fr: 'Dresser' },
        body: {
          en: 'Spoon the minted peas onto plates and scatter with feta. Add the chops and potatoes, drizzle with any resting juices and serve with lemon wedges.',
          fr: 'Déposer les pois à la menthe dans les assiettes et parsemer de feta. Ajouter les côtelettes et les grelots, arroser du jus de repos et servir avec des quartiers de citron.',
        },
      },
    ],
  },
  {
    key: 'herb-crusted-chicken-garlic-mash',
    kind: 'rtc',
    family: 'roast',
    picture: { form: 'plate', foods: ['crusted_chicken', 'mashed_potato', 'green_beans', 'parsley'] },
    name: { en: 'Herb-Crusted Chicken with Garlic Mash', fr: "Poulet en croûte de fines herbes et purée à l'ail" },
    description: {
      en: 'Chicken breasts are brushed with Dijon and pressed into a crunchy panko, Parmesan and herb coating before going into a hot oven. Creamy garlic mashed potatoes and buttery green beans make this a dinner the whole table agrees on.',
      fr: "Les poitrines de poulet sont badigeonnées de moutarde de Dijon, puis enrobées d'une chapelure panko croustillante au parmesan et aux fines herbes avant d'aller au four bien chaud. Une purée crémeuse à l'ail et des haricots verts au beurre : un souper qui fait l'unanimité autour de la table.",
    },
    difficulty: 'easy',
    prepMinutes: 30,
    pricePerServingCents: 1149,
    tags: ['meat_and_fish', 'family_friendly', 'high_protein'],
    spiceLevel: 0,
    ingredients: [
      {
        name: { en: 'Boneless, skinless chicken breasts', fr: 'Poitrines de poulet désossées, sans peau' },
        quantity: { en: '2 (about 340 g)', fr: '2 (environ 340 g)' },
      },
      {
        name: { en: 'Panko breadcrumbs', fr: 'Chapelure panko' },
        quantity: { en: '40 g', fr: '40 g' },
        allergens: ['wheat'],
      },
      {
        name: { en: 'Parmesan, grated', fr: 'Parmesan râpé' },
        quantity: { en: '25 g', fr: '25 g' },
        allergens: ['milk'],
      },
      {
        name: { en: 'Dijon mustard', fr: 'Moutarde de Dijon' },
        quantity: { en: '1 tbsp', fr: '1 c. à soupe' },
        allergens: ['mustard'],
      },
      { name: { en: 'Fresh parsley and thyme', fr: 'Persil et thym frais' }, quantity: { en: '10 g', fr: '10 g' } },
      { name: { en: 'Yellow potatoes', fr: 'Pommes de terre jaunes' }, quantity: { en: '450 g', fr: '450 g' } },
      { name: { en: 'Garlic', fr: 'Ail' }, quantity: { en: '4 cloves', fr: '4 gousses' } },
      { name: { en: 'Butter', fr: 'Beurre' }, quantity: { en: '2 tbsp', fr: '2 c. à soupe' }, allergens: ['milk'] },
      { name: { en: '2% milk', fr: 'Lait 2 %' }, quantity: { en: '80 ml', fr: '80 ml' }, allergens: ['milk'] },
      { name: { en: 'Green beans', fr: 'Haricots verts' }, quantity: { en: '200 g', fr: '200 g' } },
      { name: { en: 'Olive oil', fr: "Huile d'olive" }, quantity: { en: '1 tbsp', fr: '1 c. à soupe' } },
    ],
    nutrition: {
      calories: 720,
      fatG: 28,
      saturatedFatG: 12,
      transFatG: 0.6,
      cholesterolMg: 145,
      sodiumMg: 720,
      carbsG: 63,
      fibreG: 7,
      sugarsG: 6,
      proteinG: 53,
    },
    steps: [
      {
        title: { en: 'Heat the oven and boil the potatoes', fr: 'Préchauffer le four et cuire les pommes de terre' },
        body: {
          en: 'Preheat the oven to 220 °C (425 °F). Peel the potatoes, cut into 3 cm chunks and place in a saucepan with the peeled garlic cloves. Cover with cold salted water, bring to a boil and cook 15 minutes, until very tender.',
          fr: "Préchauffer le four à 220 °C (425 °F). Peler les pommes de terre, les couper en morceaux de 3 cm et les déposer dans une casserole avec les gousses d'ail pelées. Couvrir d'eau froide salée, porter à ébullition et cuire 15 minutes, jusqu'à ce qu'elles soient très tendres.",
        },
      },
      {
        title: { en: 'Coat the chicken', fr: 'Paner le poulet' },
        body: {
          en: 'In a bowl, mix the panko, Parmesan, chopped herbs, oil and a pinch of salt. Place the chicken on a parchment-lined baking sheet, season, brush the tops with Dijon and press the crumb mixture firmly on top.',
          fr: "Dans un bol, mélanger la chapelure, le parmesan, les fines herbes hachées, l'huile et une pincée de sel. Déposer le poulet sur une plaque tapissée de papier parchemin, saler et poivrer, badigeonner le dessus de moutarde et y presser fermement la chapelure.",
        },
      },
      {
        title: { en: 'Bake', fr: 'Cuire au four' },
        body: {
          en: 'Bake 18 to 22 minutes, until the crust is golden and a thermometer in the thickest part reads 74 °C. If the crumbs brown too quickly, loosely cover with foil.',
          fr: "Cuire au four de 18 à 22 minutes, jusqu'à ce que la croûte soit dorée et qu'un thermomètre inséré au centre de la partie la plus épaisse indique 74 °C. Si la chapelure colore trop vite, couvrir sans serrer d'une feuille d'aluminium.",
        },
      },
      {
        title: { en: 'Cook the green beans', fr: 'Cuire les haricots verts' },
        body: {
          en: 'Trim the beans. Cook them in a skillet with 60 ml water, covered, over medium-high heat 4 minutes. Uncover, let the water evaporate and toss with 1 tsp of the butter and a pinch of salt.',
          fr: "Équeuter les haricots. Les cuire à couvert dans une poêle avec 60 ml d'eau à feu moyen-vif pendant 4 minutes. Découvrir, laisser l'eau s'évaporer, puis les enrober de 1 c. à thé de beurre et d'une pincée de sel.",
        },
      },
      {
        title: { en: 'Mash and serve', fr: 'Réduire en purée et servir' },
        body: {
          en: 'Drain the potatoes and garlic and mash with the remaining butter and the warm milk until smooth. Season with salt and pepper. Slice the chicken and serve with the mash and green beans.',
          fr: "Égoutter les pommes de terre et l'ail, puis les réduire en purée lisse avec le reste du beurre et le lait chaud. Saler et poivrer. Trancher le poulet et le servir avec la purée et les haricots verts.",
        },
      },
    ],
  },
  {
    key: 'beef-pho-noodle-soup',
    kind: 'rtc',
    family: 'soup',
    picture: {
      form: 'noodle_soup',
      base: 'flat_rice_noodles',
      sauce: '#C9944A',
      foods: ['rare_beef', 'bean_sprouts', 'thai_basil', 'red_chili', 'lime'],
    },
    name: { en: 'Beef Pho-Style Noodle Soup', fr: 'Soupe-repas de nouilles au bœuf, façon pho' },
    description: {
      en: 'A shortcut pho broth gets real depth from charred onion and ginger simmered with star anise, cinnamon and clove. Paper-thin sirloin cooks right in the bowl when the steaming broth is poured over, and everyone finishes theirs with sprouts, Thai basil, lime and hoisin.',
      fr: "Un bouillon de pho express qui gagne en profondeur grâce à l'oignon et au gingembre noircis, mijotés avec l'anis étoilé, la cannelle et le clou de girofle. La surlonge tranchée très finement cuit directement dans le bol sous le bouillon fumant, et chacun garnit le sien de fèves germées, de basilic thaï, de lime et de sauce hoisin.",
    },
    difficulty: 'moderate',
    prepMinutes: 30,
    pricePerServingCents: 1249,
    tags: ['meat_and_fish'],
    spiceLevel: 1,
    ingredients: [
      {
        name: { en: 'Beef sirloin, very thinly sliced', fr: 'Surlonge de bœuf tranchée très finement' },
        quantity: { en: '240 g', fr: '240 g' },
      },
      {
        name: { en: 'Flat rice noodles (5 mm)', fr: 'Nouilles de riz plates (5 mm)' },
        quantity: { en: '150 g', fr: '150 g' },
      },
      {
        name: { en: 'Sodium-reduced beef broth', fr: 'Bouillon de bœuf réduit en sodium' },
        quantity: { en: '1 L', fr: '1 L' },
      },
      {
        name: {
          en: 'Pho spice sachet (star anise, cinnamon, clove, coriander seed)',
          fr: "Sachet d'épices à pho (anis étoilé, cannelle, clou de girofle, graines de coriandre)",
        },
        quantity: { en: '1', fr: '1' },
      },
      { name: { en: 'Yellow onion', fr: 'Oignon jaune' }, quantity: { en: '1', fr: '1' } },
      { name: { en: 'Fresh ginger', fr: 'Gingembre frais' }, quantity: { en: '30 g', fr: '30 g' } },
      {
        name: { en: 'Fish sauce', fr: 'Sauce de poisson' },
        quantity: { en: '2 tsp', fr: '2 c. à thé' },
        allergens: ['fish'],
      },
      { name: { en: 'Bean sprouts', fr: 'Fèves germées' }, quantity: { en: '100 g', fr: '100 g' } },
      { name: { en: 'Thai basil', fr: 'Basilic thaï' }, quantity: { en: '10 g', fr: '10 g' } },
      { name: { en: 'Lime', fr: 'Lime' }, quantity: { en: '1', fr: '1' } },
      {
        name: { en: 'Hoisin sauce', fr: 'Sauce hoisin' },
        quantity: { en: '2 tbsp', fr: '2 c. à soupe' },
        allergens: ['soy', 'wheat', 'sesame'],
      },
      { name: { en: 'Sriracha', fr: 'Sriracha' }, quantity: { en: '1 tsp', fr: '1 c. à thé' } },
    ],
    nutrition: {
      calories: 540,
      fatG: 9,
      saturatedFatG: 3.5,
      transFatG: 0.3,
      cholesterolMg: 60,
      sodiumMg: 1380,
      carbsG: 81,
      fibreG: 3,
      sugarsG: 10,
      proteinG: 33,
    },
    steps: [
      {
        title: { en: 'Char the aromatics', fr: 'Noircir les aromates' },
        body: {
          en: 'Halve the onion (leave the skin on) and slice the ginger lengthwise. Place them cut-side down in a dry saucepan over high heat and cook 4 to 5 minutes, until deeply blackened. This is where the smoky depth of the broth comes from.',
          fr: "Couper l'oignon en deux sans le peler et trancher le gingembre sur la longueur. Les déposer côté coupé vers le bas dans une casserole sèche à feu vif et les laisser noircir de 4 à 5 minutes. C'est ce qui donnera au bouillon sa profondeur fumée.",
        },
      },
      {
        title: { en: 'Simmer the broth', fr: 'Faire mijoter le bouillon' },
        body: {
          en: 'Add the spice sachet and toast 30 seconds, then carefully pour in the broth and 250 ml water. Bring to a boil, cover partly and simmer over low heat 20 minutes. Keep the beef refrigerated until the last minute.',
          fr: "Ajouter le sachet d'épices et le faire griller 30 secondes, puis verser délicatement le bouillon et 250 ml d'eau. Porter à ébullition, couvrir partiellement et laisser mijoter 20 minutes à feu doux. Garder le bœuf au réfrigérateur jusqu'au dernier moment.",
        },
      },
      {
        title: { en: 'Soak the noodles', fr: 'Préparer les nouilles' },
        body: {
          en: 'Cover the rice noodles with boiling water in a large bowl and let soak 6 to 8 minutes, until tender but still chewy. Drain and rinse briefly. Rinse the bean sprouts, pick the basil leaves and cut the lime into wedges.',
          fr: "Dans un grand bol, couvrir les nouilles de riz d'eau bouillante et les laisser tremper de 6 à 8 minutes, jusqu'à ce qu'elles soient tendres mais encore un peu fermes. Égoutter et rincer rapidement. Rincer les fèves germées, effeuiller le basilic et couper la lime en quartiers.",
        },
      },
      {
        title: { en: 'Season the broth', fr: 'Assaisonner le bouillon' },
        body: {
          en: 'Strain the broth, discarding the solids, and return it to the pot. Stir in the fish sauce and bring back to a rolling boil; it must be boiling hot to cook the beef.',
          fr: 'Filtrer le bouillon en jetant les aromates, puis le remettre dans la casserole. Ajouter la sauce de poisson et ramener à pleine ébullition : le bouillon doit être très chaud pour cuire le bœuf.',
        },
      },
      {
        title: { en: 'Assemble at the table', fr: 'Assembler les bols' },
        body: {
          en: 'Divide the noodles between two large bowls and lay the raw beef slices on top in a single layer. Ladle the boiling broth over the beef; it will turn from red to brown within a minute. If you prefer it well done, dip the slices in the simmering broth for 1 minute first. Serve with sprouts, basil, lime, hoisin and sriracha.',
          fr: "Répartir les nouilles dans deux grands bols et y étaler les tranches de bœuf cru en une seule couche. Verser le bouillon bouillant à la louche sur la viande : elle passera du rouge au brun en moins d'une minute. Pour une viande bien cuite, plonger d'abord les tranches 1 minute dans le bouillon frémissant. Servir avec les fèves germées, le basilic, la lime, la sauce hoisin et la sriracha.",
        },
      },
    ],
  },
  {
    key: 'chicken-tortilla-soup',
    kind: 'rtc',
    family: 'soup',
    picture: {
      form: 'soup',
      sauce: '#C8502E',
      foods: ['shredded_chicken', 'black_beans', 'corn', 'tortilla_chips', 'jack_cheese', 'cilantro', 'lime'],
    },
    name: { en: 'Chicken Tortilla Soup', fr: 'Soupe mexicaine au poulet et aux tortillas' },
    description: {
      en: 'A brothy, gently smoky soup of fire-roasted tomatoes, black beans, corn and tender poached chicken, warmed up with jalapeño. The fun is in the toppings: crunchy tortilla chips, melting Monterey Jack, cilantro and a squeeze of lime.',
      fr: 'Une soupe-repas généreuse et légèrement fumée aux tomates rôties sur le feu, aux haricots noirs et au maïs, avec du poulet poché bien tendre et une pointe de jalapeño. Le plaisir est dans la garniture : croustilles de maïs, Monterey Jack qui fond, coriandre et un trait de lime.',
    },
    difficulty: 'easy',
    prepMinutes: 25,
    pricePerServingCents: 1099,
    tags: ['meat_and_fish', 'high_protein'],
    spiceLevel: 2,
    ingredients: [
      {
        name: { en: 'Boneless, skinless chicken breast', fr: 'Poitrine de poulet désossée, sans peau' },
        quantity: { en: '250 g', fr: '250 g' },
      },
      {
        name: { en: 'Sodium-reduced chicken broth', fr: 'Bouillon de poulet réduit en sodium' },
        quantity: { en: '750 ml', fr: '750 ml' },
      },
      {
        name: { en: 'Fire-roasted diced tomatoes', fr: 'Tomates en dés rôties sur le feu' },
        quantity: { en: '1 can (398 ml)', fr: '1 boîte (398 ml)' },
      },
      { name: { en: 'Black beans, drained', fr: 'Haricots noirs égouttés' }, quantity: { en: '200 g', fr: '200 g' } },
      { name: { en: 'Corn kernels', fr: 'Maïs en grains' }, quantity: { en: '100 g', fr: '100 g' } },
      { name: { en: 'Yellow onion', fr: 'Oignon jaune' }, quantity: { en: '1', fr: '1' } },
      { name: { en: 'Jalapeño pepper', fr: 'Piment jalapeño' }, quantity: { en: '1', fr: '1' } },
      {
        name: {
          en: 'Taco spice blend (cumin, chili, garlic, oregano)',
          fr: "Mélange d'épices à tacos (cumin, piment, ail, origan)",
        },
        quantity: { en: '1 tbsp', fr: '1 c. à soupe' },
      },
      { name: { en: 'Tortilla chips', fr: 'Croustilles de maïs' }, quantity: { en: '50 g', fr: '50 g' } },
      {
        name: { en: 'Monterey Jack, shredded', fr: 'Monterey Jack râpé' },
        quantity: { en: '50 g', fr: '50 g' },
        allergens: ['milk'],
      },
      { name: { en: 'Lime', fr: 'Lime' }, quantity: { en: '1', fr: '1' } },
      { name: { en: 'Fresh cilantro', fr: 'Coriandre fraîche' }, quantity: { en: '10 g', fr: '10 g' } },
    ],
    nutrition: {
      calories: 660,
      fatG: 24,
      saturatedFatG: 8,
      transFatG: 0.2,
      cholesterolMg: 95,
      sodiumMg: 1290,
      carbsG: 64,
      fibreG: 13,
      sugarsG: 8,
      proteinG: 47,
    },
    steps: [
      {
        title: { en: 'Sweat the aromatics', fr: 'Faire suer les aromates' },
        body: {
          en: 'Chop the onion and seed and finely chop the jalapeño (keep the seeds if you like more heat). Heat 1 tbsp oil from your pantry in a large saucepan over medium heat and cook both 4 to 5 minutes, until soft. Add the spice blend and stir 30 seconds.',
          fr: "Hacher l'oignon, puis épépiner et hacher finement le jalapeño (garder les graines pour plus de piquant). Dans une grande casserole, chauffer 1 c. à soupe d'huile de votre garde-manger à feu moyen et y attendrir l'oignon et le piment de 4 à 5 minutes. Ajouter le mélange d'épices et remuer 30 secondes.",
        },
      },
      {
        title: { en: 'Poach the chicken', fr: 'Pocher le poulet' },
        body: {
          en: 'Add the broth and tomatoes and bring to a boil. Slip in the whole chicken breast, lower the heat and simmer gently, covered, 12 to 15 minutes, until the chicken reaches 74 °C in the centre.',
          fr: "Ajouter le bouillon et les tomates, puis porter à ébullition. Déposer la poitrine de poulet entière dans la casserole, réduire le feu et laisser frémir à couvert de 12 à 15 minutes, jusqu'à ce que le poulet atteigne 74 °C au centre.",
        },
      },
      {
        title: { en: 'Shred and add the beans', fr: 'Effilocher et ajouter les haricots' },
        body: {
          en: 'Lift out the chicken and shred it with two forks. Return it to the pot with the rinsed beans and the corn and simmer 3 minutes. Stir in the juice of half the lime and season with salt.',
          fr: "Retirer le poulet et l'effilocher à l'aide de deux fourchettes. Le remettre dans la casserole avec les haricots rincés et le maïs, puis laisser mijoter 3 minutes. Ajouter le jus d'une demi-lime et saler au goût.",
        },
      },
      {
        title: { en: 'Top and serve', fr: 'Garnir et servir' },
        body: {
          en: 'Ladle the soup into bowls. Crush a handful of chips over each and top with the cheese, chopped cilantro and a lime wedge. Add the rest of the chips at the table so they stay crunchy.',
          fr: "Répartir la soupe dans les bols. Émietter une poignée de croustilles sur chacun, puis garnir de fromage, de coriandre hachée et d'un quartier de lime. Servir le reste des croustilles à table pour qu'elles restent croquantes.",
        },
      },
    ],
  },
  {
    key: 'red-lentil-vegetable-soup-garlic-toasts',
    kind: 'rtc',
    family: 'soup',
    picture: {
      form: 'soup',
      sauce: '#D9692E',
      foods: ['garlic_toast', 'red_lentils', 'spinach', 'olive_oil', 'lemon'],
    },
    name: {
      en: 'Red Lentil & Vegetable Soup with Garlic Toasts',
      fr: "Soupe aux lentilles rouges et légumes, croûtons à l'ail",
    },
    description: {
      en: 'Red lentils melt into a thick, golden soup with carrots, celery and tomatoes, warmly spiced with cumin, smoked paprika and turmeric. A squeeze of lemon wakes it up, and crisp garlic-rubbed baguette toasts are made for dunking.',
      fr: "Les lentilles rouges se défont en une soupe épaisse et dorée, avec carottes, céleri et tomates, parfumée au cumin, au paprika fumé et au curcuma. Un trait de citron la réveille, et les tranches de baguette grillées frottées à l'ail sont faites pour y tremper.",
    },
    difficulty: 'easy',
    prepMinutes: 30,
    pricePerServingCents: 1049,
    tags: ['vegetarian', 'vegan'],
    spiceLevel: 1,
    ingredients: [
      { name: { en: 'Red lentils', fr: 'Lentilles rouges' }, quantity: { en: '140 g', fr: '140 g' } },
      { name: { en: 'Carrots', fr: 'Carottes' }, quantity: { en: '2', fr: '2' } },
      { name: { en: 'Celery', fr: 'Céleri' }, quantity: { en: '1 stalk', fr: '1 branche' } },
      { name: { en: 'Yellow onion', fr: 'Oignon jaune' }, quantity: { en: '1', fr: '1' } },
      { name: { en: 'Garlic', fr: 'Ail' }, quantity: { en: '3 cloves', fr: '3 gousses' } },
      {
        name: {
          en: 'Spice blend (cumin, smoked paprika, turmeric, chili flakes)',
          fr: "Mélange d'épices (cumin, paprika fumé, curcuma, piment broyé)",
        },
        quantity: { en: '2 tsp', fr: '2 c. à thé' },
      },
      { name: { en: 'Diced tomatoes', fr: 'Tomates en dés' }, quantity: { en: '200 ml', fr: '200 ml' } },
      { name: { en: 'Vegetable broth', fr: 'Bouillon de légumes' }, quantity: { en: '750 ml', fr: '750 ml' } },
      { name: { en: 'Baby spinach', fr: 'Bébés épinards' }, quantity: { en: '60 g', fr: '60 g' } },
      { name: { en: 'Lemon', fr: 'Citron' }, quantity: { en: '½', fr: '½' } },
      {
        name: { en: 'Baguette', fr: 'Baguette' },
        quantity: { en: '½ (120 g)', fr: '½ (120 g)' },
        allergens: ['wheat'],
      },
      { name: { en: 'Olive oil', fr: "Huile d'olive" }, quantity: { en: '2 tbsp', fr: '2 c. à soupe' } },
    ],
    nutrition: {
      calories: 620,
      fatG: 15,
      saturatedFatG: 2,
      transFatG: 0,
      cholesterolMg: 0,
      sodiumMg: 1080,
      carbsG: 97,
      fibreG: 16,
      sugarsG: 11,
      proteinG: 25,
    },
    steps: [
      {
        title: { en: 'Soften the vegetables', fr: 'Attendrir les légumes' },
        body: {
          en: 'Dice the onion, carrots and celery and mince 2 garlic cloves. Heat 1 tbsp oil in a large saucepan over medium heat and cook the vegetables 5 to 6 minutes, until the onion is translucent. Stir in the garlic and spices and cook 1 minute.',
          fr: "Couper l'oignon, les carottes et le céleri en dés, et hacher 2 gousses d'ail. Dans une grande casserole, chauffer 1 c. à soupe d'huile à feu moyen et y cuire les légumes de 5 à 6 minutes, jusqu'à ce que l'oignon soit translucide. Ajouter l'ail et les épices, puis cuire 1 minute.",
        },
      },
      {
        title: { en: 'Simmer the lentils', fr: 'Cuire les lentilles' },
        body: {
          en: 'Rinse the lentils in a sieve. Add them to the pot with the tomatoes and broth, bring to a boil, then simmer over medium-low heat 15 to 18 minutes, stirring now and then, until the lentils have fallen apart.',
          fr: "Rincer les lentilles dans une passoire. Les ajouter dans la casserole avec les tomates et le bouillon, porter à ébullition, puis laisser mijoter à feu moyen-doux de 15 à 18 minutes en remuant de temps à autre, jusqu'à ce que les lentilles se défassent.",
        },
      },
      {
        title: { en: 'Make the garlic toasts', fr: "Préparer les croûtons à l'ail" },
        body: {
          en: 'Meanwhile, slice the baguette on an angle, brush with the rest of the oil and toast under the broiler or in a skillet over medium heat 1 to 2 minutes per side, until golden. Rub each warm slice with the cut side of the last garlic clove.',
          fr: "Entre-temps, trancher la baguette en biseau, badigeonner les tranches du reste de l'huile et les faire griller sous le gril ou dans une poêle à feu moyen de 1 à 2 minutes de chaque côté, jusqu'à ce qu'elles soient dorées. Frotter chaque tranche encore chaude avec la dernière gousse d'ail coupée en deux.",
        },
      },
      {
        title: { en: 'Finish and serve', fr: 'Terminer et servir' },
        body: {
          en: 'Stir the spinach into the soup until wilted. For a smoother texture, blend briefly with an immersion blender. Add lemon juice and salt to taste, thin with a little water if needed, and serve with the garlic toasts.',
          fr: "Incorporer les épinards à la soupe jusqu'à ce qu'ils tombent. Pour une texture plus lisse, donner quelques coups de mélangeur plongeant. Ajouter du jus de citron et du sel au goût, allonger d'un peu d'eau au besoin et servir avec les croûtons à l'ail.",
        },
      },
    ],
  },
  {
    key: 'pate-chinois-quebec-shepherds-pie',
    kind: 'rtc',
    family: 'stew',
    picture: { form: 'shepherds_pie', foods: ['ground_beef', 'corn', 'mashed_potato'] },
    name: { en: "Pâté Chinois (Québec Shepherd's Pie)", fr: 'Pâté chinois' },
    description: {
      en: "Québec's beloved comfort classic, layered the traditional way: seasoned ground beef, creamed and whole-kernel corn, then buttery mashed potatoes browned under the broiler. Serve it with pickled beets on the side, just like at grand-maman's.",
      fr: "Le grand classique réconfortant du Québec, monté dans les règles de l'art : steak haché assaisonné, blé d'Inde en crème et en grains, puis une purée bien beurrée gratinée sous le gril. Avec des betteraves marinées à côté, comme chez grand-maman.",
    },
    difficulty: 'moderate',
    prepMinutes: 35,
    pricePerServingCents: 1099,
    tags: ['meat_and_fish', 'family_friendly', 'high_protein'],
    spiceLevel: 0,
    ingredients: [
      { name: { en: 'Lean ground beef', fr: 'Bœuf haché maigre' }, quantity: { en: '300 g', fr: '300 g' } },
      { name: { en: 'Yellow potatoes', fr: 'Pommes de terre jaunes' }, quantity: { en: '500 g', fr: '500 g' } },
      { name: { en: 'Cream-style corn', fr: 'Maïs en crème' }, quantity: { en: '200 ml', fr: '200 ml' } },
      { name: { en: 'Corn kernels', fr: 'Maïs en grains' }, quantity: { en: '100 g', fr: '100 g' } },
      { name: { en: 'Yellow onion', fr: 'Oignon jaune' }, quantity: { en: '1', fr: '1' } },
      {
        name: { en: 'Worcestershire sauce', fr: 'Sauce Worcestershire' },
        quantity: { en: '1 tsp', fr: '1 c. à thé' },
        allergens: ['fish'],
      },
      { name: { en: 'Butter', fr: 'Beurre' }, quantity: { en: '2 tbsp', fr: '2 c. à soupe' }, allergens: ['milk'] },
      { name: { en: '2% milk', fr: 'Lait 2 %' }, quantity: { en: '80 ml', fr: '80 ml' }, allergens: ['milk'] },
      { name: { en: 'Paprika', fr: 'Paprika' }, quantity: { en: '½ tsp', fr: '½ c. à thé' } },
      { name: { en: 'Pickled beets', fr: 'Betteraves marinées' }, quantity: { en: '100 g', fr: '100 g' } },
    ],
    nutrition: {
      calories: 780,
      fatG: 30,
      saturatedFatG: 14,
      transFatG: 1,
      cholesterolMg: 120,
      sodiumMg: 780,
      carbsG: 88,
      fibreG: 7,
      sugarsG: 14,
      proteinG: 39,
    },
    steps: [
      {
        title: { en: 'Boil the potatoes', fr: 'Cuire les pommes de terre' },
        body: {
          en: 'Peel the potatoes and cut into 3 cm chunks. Cover with cold salted water in a saucepan, bring to a boil and cook 15 minutes, until very tender.',
          fr: "Peler les pommes de terre et les couper en morceaux de 3 cm. Les couvrir d'eau froide salée dans une casserole, porter à ébullition et cuire 15 minutes, jusqu'à ce qu'elles soient très tendres.",
        },
      },
      {
        title: { en: 'Brown the beef', fr: 'Dorer le bœuf' },
        body: {
          en: 'Meanwhile, chop the onion. Melt 1 tsp of the butter in a skillet over medium-high heat and cook the onion 3 minutes. Add the beef and cook 6 to 8 minutes, breaking it up, until no pink remains (71 °C). Drain excess fat, then stir in the Worcestershire sauce and season with salt and pepper.',
          fr: "Entre-temps, hacher l'oignon. Dans une poêle, faire fondre 1 c. à thé de beurre à feu moyen-vif et y cuire l'oignon 3 minutes. Ajouter le bœuf et le cuire de 6 à 8 minutes en le défaisant, jusqu'à ce qu'il n'y ait plus de trace de rose (71 °C). Retirer l'excédent de gras, ajouter la sauce Worcestershire, puis saler et poivrer.",
        },
      },
      {
        title: { en: 'Mash the potatoes', fr: 'Préparer la purée' },
        body: {
          en: 'Preheat the broiler. Drain the potatoes and mash with the remaining butter and the warm milk until smooth and fluffy. Season generously with salt.',
          fr: 'Préchauffer le gril du four. Égoutter les pommes de terre et les réduire en purée lisse et légère avec le reste du beurre et le lait chaud. Saler généreusement.',
        },
      },
      {
        title: { en: 'Layer the pie', fr: "Steak, blé d'Inde, patates" },
        body: {
          en: 'Spread the beef in a 20 cm (8 in) square baking dish. Mix the creamed corn with the kernels and spread over the beef, then top with the mashed potatoes. Rough up the surface with a fork and dust with paprika.',
          fr: 'Étaler le bœuf dans un plat carré de 20 cm (8 po) allant au four. Mélanger le maïs en crème et le maïs en grains, puis les étaler sur la viande. Couvrir de purée, strier la surface à la fourchette et saupoudrer de paprika.',
        },
      },
      {
        title: { en: 'Brown and serve', fr: 'Gratiner et servir' },
        body: {
          en: "Broil on the middle rack 5 to 7 minutes, until the ridges of the potatoes are golden and the filling bubbles at the edges. Let stand 5 minutes and serve with pickled beets (and ketchup, if that's your family's tradition).",
          fr: "Gratiner sur la grille du centre de 5 à 7 minutes, jusqu'à ce que les stries de la purée soient dorées et que la garniture bouillonne sur les bords. Laisser reposer 5 minutes et servir avec les betteraves marinées (et du ketchup, si c'est la tradition chez vous).",
        },
      },
    ],
  },
  {
    key: 'beef-bourguignon-skillet',
    kind: 'rtc',
    family: 'stew',
    picture: {
      form: 'stew',
      vessel: 'skillet',
      sauce: '#6E2A1A',
      foods: ['beef_chunks', 'mushrooms', 'pearl_onions', 'carrot_coins', 'lardons', 'thyme'],
    },
    name: { en: 'Beef Bourguignon Skillet', fr: 'Bœuf bourguignon express à la poêle' },
    description: {
      en: 'All the flavours of the Burgundy classic in half an hour: seared striploin, smoky lardons, mushrooms and pearl onions in a glossy red wine and thyme sauce. Spooned over buttery wide egg noodles to catch every drop.',
      fr: 'Toutes les saveurs du grand classique bourguignon en une demi-heure : contre-filet saisi, lardons fumés, champignons et petits oignons perlés dans une sauce au vin rouge et au thym bien lustrée. Servi sur de larges nouilles aux œufs qui retiennent chaque goutte de sauce.',
    },
    difficulty: 'moderate',
    prepMinutes: 30,
    pricePerServingCents: 1649,
    tags: ['meat_and_fish', 'premium', 'high_protein'],
    spiceLevel: 0,
    ingredients: [
      { name: { en: 'Beef striploin steak', fr: 'Bifteck de contre-filet' }, quantity: { en: '280 g', fr: '280 g' } },
      { name: { en: 'Smoked bacon lardons', fr: 'Lardons fumés' }, quantity: { en: '60 g', fr: '60 g' } },
      { name: { en: 'Cremini mushrooms', fr: 'Champignons café' }, quantity: { en: '200 g', fr: '200 g' } },
      {
        name: { en: 'Pearl onions, peeled', fr: 'Petits oignons perlés, pelés' },
        quantity: { en: '150 g', fr: '150 g' },
      },
      { name: { en: 'Carrot', fr: 'Carotte' }, quantity: { en: '1', fr: '1' } },
      { name: { en: 'Garlic', fr: 'Ail' }, quantity: { en: '2 cloves', fr: '2 gousses' } },
      {
        name: { en: 'Dry red wine', fr: 'Vin rouge sec' },
        quantity: { en: '180 ml', fr: '180 ml' },
        allergens: ['sulphites'],
      },
      {
        name: { en: 'Sodium-reduced beef broth', fr: 'Bouillon de bœuf réduit en sodium' },
        quantity: { en: '125 ml', fr: '125 ml' },
      },
      { name: { en: 'Tomato paste', fr: 'Pâte de tomates' }, quantity: { en: '1 tbsp', fr: '1 c. à soupe' } },
      {
        name: { en: 'All-purpose flour', fr: 'Farine tout usage' },
        quantity: { en: '1 tbsp', fr: '1 c. à soupe' },
        allergens: ['wheat'],
      },
      { name: { en: 'Fresh thyme', fr: 'Thym frais' }, quantity: { en: '3 sprigs', fr: '3 brins' } },
      {
        name: { en: 'Wide egg noodles', fr: 'Nouilles aux œufs larges' },
        quantity: { en: '150 g', fr: '150 g' },
        allergens: ['wheat', 'eggs'],
      },
    ],
    nutrition: {
      calories: 730,
      fatG: 25,
      saturatedFatG: 9,
      transFatG: 0.6,
      cholesterolMg: 150,
      sodiumMg: 820,
      carbsG: 77,
      fibreG: 5,
      sugarsG: 8,
      proteinG: 49,
    },
    steps: [
      {
        title: { en: 'Prep', fr: 'Préparer les ingrédients' },
        body: {
          en: 'Bring a pot of salted water to a boil for the noodles. Pat the steak dry and cut into 2 cm cubes. Quarter the mushrooms, slice the carrot into thin rounds and mince the garlic.',
          fr: "Porter à ébullition une casserole d'eau salée pour les nouilles. Éponger le bifteck et le couper en cubes de 2 cm. Couper les champignons en quartiers, trancher la carotte en fines rondelles et hacher l'ail.",
        },
      },
      {
        title: { en: 'Render the lardons and sear the beef', fr: 'Rissoler les lardons et saisir le bœuf' },
        body: {
          en: 'In a large skillet over medium heat, cook the lardons 4 to 5 minutes, until crisp; lift out with a slotted spoon. Raise the heat to high, season the beef and sear it in the bacon fat 2 to 3 minutes, turning, until browned outside but still pink inside. Set aside with the lardons.',
          fr: "Dans une grande poêle à feu moyen, faire rissoler les lardons de 4 à 5 minutes, jusqu'à ce qu'ils soient croustillants, puis les retirer à l'aide d'une cuillère trouée. Monter à feu vif, saler et poivrer le bœuf et le saisir dans le gras de bacon de 2 à 3 minutes en le retournant, jusqu'à ce qu'il soit bien doré à l'extérieur et encore rosé au centre. Réserver avec les lardons.",
        },
      },
      {
        title: { en: 'Brown the vegetables', fr: 'Colorer les légumes' },
        body: {
          en: 'Lower the heat to medium-high. Add the mushrooms, pearl onions and carrot and cook 6 to 7 minutes, until the mushrooms are golden and the onions are browned in spots. Stir in the garlic, tomato paste and flour and cook 1 minute.',
          fr: "Baisser à feu moyen-vif. Ajouter les champignons, les oignons perlés et la carotte, puis cuire de 6 à 7 minutes, jusqu'à ce que les champignons soient dorés et les oignons colorés par endroits. Incorporer l'ail, la pâte de tomates et la farine, puis cuire 1 minute.",
        },
      },
      {
        title: { en: 'Simmer in red wine', fr: 'Mijoter au vin rouge' },
        body: {
          en: 'Pour in the wine, scraping up the browned bits, and boil 2 minutes to cook off the raw alcohol. Add the broth and thyme and simmer 6 to 8 minutes, until the onions are tender and the sauce coats a spoon. Meanwhile, cook the noodles 6 to 8 minutes and drain.',
          fr: "Verser le vin en raclant bien le fond de la poêle et faire bouillir 2 minutes pour évaporer l'alcool. Ajouter le bouillon et le thym, puis laisser mijoter de 6 à 8 minutes, jusqu'à ce que les oignons soient tendres et que la sauce nappe le dos d'une cuillère. Pendant ce temps, cuire les nouilles de 6 à 8 minutes et les égoutter.",
        },
      },
      {
        title: { en: 'Return the beef and serve', fr: 'Remettre le bœuf et servir' },
        body: {
          en: 'Return the beef, lardons and any juices to the pan and simmer just 1 to 2 minutes to heat through; longer will toughen the striploin. Remove the thyme stems, season and serve over the noodles.',
          fr: "Remettre le bœuf, les lardons et leur jus dans la poêle et laisser mijoter de 1 à 2 minutes seulement, le temps de réchauffer : plus longtemps, le contre-filet durcirait. Retirer les tiges de thym, rectifier l'assaisonnement et servir sur les nouilles.",
        },
      },
    ],
  },
  {
    key: 'chicken-chorizo-paella',
    kind: 'rtc',
    family: 'rice_bowl',
    picture: {
      form: 'paella',
      base: 'yellow_rice',
      sauce: '#E9A93A',
      foods: ['chicken', 'chorizo', 'peas', 'red_pepper', 'lemon', 'parsley'],
    },
    name: { en: 'Chicken & Chorizo Paella', fr: 'Paella au poulet et au chorizo' },
    description: {
      en: 'Short-grain rice simmers undisturbed in a saffron and smoked paprika broth with chicken thighs, spicy chorizo and sweet red pepper. Leave it a few minutes at the end to form the prized crispy layer at the bottom, the socarrat.',
      fr: "Le riz à grain court mijote sans qu'on y touche dans un bouillon au safran et au paprika fumé, avec des hauts de cuisse de poulet, du chorizo relevé et du poivron rouge. On le laisse quelques minutes de plus à la fin pour obtenir la fameuse croûte dorée au fond de la poêle, le socarrat.",
    },
    difficulty: 'moderate',
    prepMinutes: 35,
    pricePerServingCents: 1299,
    tags: ['meat_and_fish', 'high_protein'],
    spiceLevel: 1,
    ingredients: [
      {
        name: { en: 'Boneless, skinless chicken thighs', fr: 'Hauts de cuisse de poulet désossés, sans peau' },
        quantity: { en: '250 g', fr: '250 g' },
      },
      { name: { en: 'Dry-cured chorizo', fr: 'Chorizo sec' }, quantity: { en: '75 g', fr: '75 g' } },
      {
        name: { en: 'Paella rice (short-grain)', fr: 'Riz à paella (grain court)' },
        quantity: { en: '150 g', fr: '150 g' },
      },
      {
        name: { en: 'Sodium-reduced chicken broth', fr: 'Bouillon de poulet réduit en sodium' },
        quantity: { en: '500 ml', fr: '500 ml' },
      },
      {
        name: { en: 'Saffron and smoked paprika blend', fr: 'Mélange de safran et de paprika fumé' },
        quantity: { en: '1 sachet', fr: '1 sachet' },
      },
      { name: { en: 'Yellow onion', fr: 'Oignon jaune' }, quantity: { en: '1', fr: '1' } },
      { name: { en: 'Red bell pepper', fr: 'Poivron rouge' }, quantity: { en: '1', fr: '1' } },
      { name: { en: 'Garlic', fr: 'Ail' }, quantity: { en: '2 cloves', fr: '2 gousses' } },
      { name: { en: 'Frozen green peas', fr: 'Petits pois surgelés' }, quantity: { en: '75 g', fr: '75 g' } },
      { name: { en: 'Lemon', fr: 'Citron' }, quantity: { en: '1', fr: '1' } },
      { name: { en: 'Fresh parsley', fr: 'Persil frais' }, quantity: { en: '10 g', fr: '10 g' } },
      { name: { en: 'Olive oil', fr: "Huile d'olive" }, quantity: { en: '1 tbsp', fr: '1 c. à soupe' } },
    ],
    nutrition: {
      calories: 740,
      fatG: 29,
      saturatedFatG: 8.5,
      transFatG: 0.2,
      cholesterolMg: 135,
      sodiumMg: 1240,
      carbsG: 77,
      fibreG: 5,
      sugarsG: 6,
      proteinG: 43,
    },
    steps: [
      {
        title: { en: 'Prep and warm the broth', fr: 'Préparer et chauffer le bouillon' },
        body: {
          en: 'Warm the broth in a small saucepan and stir in the saffron and paprika blend; keep hot. Cut the chicken into 3 cm pieces, slice the chorizo into thin rounds, and chop the onion, pepper and garlic.',
          fr: "Chauffer le bouillon dans une petite casserole et y ajouter le mélange de safran et de paprika ; garder chaud. Couper le poulet en morceaux de 3 cm, trancher le chorizo en fines rondelles, puis hacher l'oignon, le poivron et l'ail.",
        },
      },
      {
        title: { en: 'Brown the chicken and chorizo', fr: 'Dorer le poulet et le chorizo' },
        body: {
          en: 'Heat the oil in a large (30 cm) skillet over medium-high heat. Season the chicken and brown it 4 to 5 minutes; add the chorizo for the last minute so it releases its red oil. Push to the sides of the pan.',
          fr: "Dans une grande poêle de 30 cm, chauffer l'huile à feu moyen-vif. Saler et poivrer le poulet, puis le dorer de 4 à 5 minutes ; ajouter le chorizo pendant la dernière minute pour qu'il libère son huile rouge. Pousser la viande sur les côtés de la poêle.",
        },
      },
      {
        title: { en: 'Sofrito and rice', fr: 'Sofrito et riz' },
        body: {
          en: 'Add the onion and pepper to the centre and cook 4 minutes, until soft, then the garlic for 30 seconds. Stir in the rice and toast 1 minute so every grain is coated in the orange oil.',
          fr: "Ajouter l'oignon et le poivron au centre de la poêle et les attendrir 4 minutes, puis ajouter l'ail et cuire 30 secondes. Incorporer le riz et le faire nacrer 1 minute pour que chaque grain soit enrobé de l'huile orangée.",
        },
      },
      {
        title: { en: 'Simmer without stirring', fr: 'Cuire sans remuer' },
        body: {
          en: 'Pour in the hot broth, spread everything evenly and bring to a boil. Lower to medium-low and simmer uncovered, without stirring, 16 to 18 minutes, until the liquid is absorbed and the rice is tender. Scatter the peas over for the last 3 minutes. The chicken should reach 74 °C.',
          fr: "Verser le bouillon chaud, répartir uniformément les ingrédients et porter à ébullition. Réduire à feu moyen-doux et laisser mijoter à découvert, sans remuer, de 16 à 18 minutes, jusqu'à ce que le liquide soit absorbé et le riz tendre. Parsemer de petits pois pendant les 3 dernières minutes. Le poulet doit atteindre 74 °C.",
        },
      },
      {
        title: { en: 'Make the socarrat and serve', fr: 'Former le socarrat et servir' },
        body: {
          en: "Raise the heat to medium-high for 1 to 2 minutes; you'll hear a gentle crackle as the bottom crisps. Take off the heat, cover with a clean tea towel for 5 minutes, then serve with chopped parsley and lemon wedges.",
          fr: "Monter à feu moyen-vif de 1 à 2 minutes : un léger crépitement indique que le fond commence à croûter. Retirer du feu, couvrir d'un linge propre 5 minutes, puis servir avec le persil haché et des quartiers de citron.",
        },
      },
    ],
  },
  {
    key: 'mushroom-swiss-burgers',
    kind: 'rtc',
    family: 'burger',
    picture: {
      form: 'burger',
      base: 'brioche_bun',
      foods: ['beef_patty', 'swiss_cheese', 'mushrooms', 'caramelised_onion', 'arugula'],
    },
    name: { en: 'Mushroom Swiss Burgers', fr: 'Burgers aux champignons et au fromage suisse' },
    description: {
      en: 'Juicy beef patties are topped with buttery thyme mushrooms and onions, then draped with melting Swiss cheese. A swipe of garlic mayo and Dijon on a toasted brioche bun, with a peppery arugula salad on the side.',
      fr: "Des galettes de bœuf juteuses sont coiffées de champignons et d'oignons poêlés au beurre et au thym, puis nappées de fromage suisse fondant. Un peu de mayonnaise à l'ail et de moutarde de Dijon sur un pain brioché grillé, et une salade de roquette bien poivrée en accompagnement.",
    },
    difficulty: 'easy',
    prepMinutes: 25,
    pricePerServingCents: 1249,
    tags: ['meat_and_fish', 'high_protein'],
    spiceLevel: 0,
    ingredients: [
      { name: { en: 'Lean ground beef', fr: 'Bœuf haché maigre' }, quantity: { en: '280 g', fr: '280 g' } },
      {
        name: { en: 'Brioche burger buns', fr: 'Pains à burger briochés' },
        quantity: { en: '2', fr: '2' },
        allergens: ['wheat', 'eggs', 'milk'],
      },
      { name: { en: 'Cremini mushrooms', fr: 'Champignons café' }, quantity: { en: '150 g', fr: '150 g' } },
      { name: { en: 'Yellow onion', fr: 'Oignon jaune' }, quantity: { en: '½', fr: '½' } },
      {
        name: { en: 'Swiss cheese slices', fr: 'Tranches de fromage suisse' },
        quantity: { en: '2 (40 g)', fr: '2 (40 g)' },
        allergens: ['milk'],
      },
      { name: { en: 'Butter', fr: 'Beurre' }, quantity: { en: '1 tbsp', fr: '1 c. à soupe' }, allergens: ['milk'] },
      { name: { en: 'Fresh thyme', fr: 'Thym frais' }, quantity: { en: '2 sprigs', fr: '2 brins' } },
      {
        name: { en: 'Worcestershire sauce', fr: 'Sauce Worcestershire' },
        quantity: { en: '1 tsp', fr: '1 c. à thé' },
        allergens: ['fish'],
      },
      {
        name: { en: 'Garlic mayonnaise', fr: "Mayonnaise à l'ail" },
        quantity: { en: '30 ml', fr: '30 ml' },
        allergens: ['eggs'],
      },
      {
        name: { en: 'Dijon mustard', fr: 'Moutarde de Dijon' },
        quantity: { en: '1 tsp', fr: '1 c. à thé' },
        allergens: ['mustard'],
      },
      { name: { en: 'Baby arugula', fr: 'Bébé roquette' }, quantity: { en: '60 g', fr: '60 g' } },
      {
        name: { en: 'Balsamic vinaigrette', fr: 'Vinaigrette balsamique' },
        quantity: { en: '2 tbsp', fr: '2 c. à soupe' },
        allergens: ['sulphites'],
      },
    ],
    nutrition: {
      calories: 770,
      fatG: 46,
      saturatedFatG: 17,
      transFatG: 1.5,
      cholesterolMg: 130,
      sodiumMg: 980,
      carbsG: 46,
      fibreG: 3,
      sugarsG: 9,
      proteinG: 42,
    },
    steps: [
      {
        title: { en: 'Shape the patties', fr: 'Façonner les galettes' },
        body: {
          en: 'Gently mix the beef with the Worcestershire sauce, ½ tsp salt and some pepper. Shape into two patties about 2 cm thick, a little wider than the buns, and press a shallow dimple in the centre so they stay flat as they cook.',
          fr: "Mélanger délicatement le bœuf avec la sauce Worcestershire, ½ c. à thé de sel et du poivre. Façonner deux galettes d'environ 2 cm d'épaisseur, un peu plus larges que les pains, et creuser légèrement le centre avec le pouce pour qu'elles restent plates à la cuisson.",
        },
      },
      {
        title: { en: 'Cook the mushrooms', fr: 'Poêler les champignons' },
        body: {
          en: 'Slice the mushrooms and onion. Melt the butter in a large skillet over medium-high heat and cook them with the thyme leaves 6 to 7 minutes, until golden and any liquid has evaporated. Season and transfer to a bowl.',
          fr: "Trancher les champignons et l'oignon. Dans une grande poêle, faire fondre le beurre à feu moyen-vif et les cuire avec les feuilles de thym de 6 à 7 minutes, jusqu'à ce qu'ils soient dorés et que leur eau soit évaporée. Saler, poivrer et réserver dans un bol.",
        },
      },
      {
        title: { en: 'Cook the burgers', fr: 'Cuire les burgers' },
        body: {
          en: 'Wipe out the skillet and return it to medium-high heat. Cook the patties 4 to 5 minutes per side, until a thermometer reads 71 °C. In the last minute, pile on the mushrooms, lay the Swiss on top and cover the pan to melt the cheese.',
          fr: "Essuyer la poêle et la remettre à feu moyen-vif. Cuire les galettes de 4 à 5 minutes de chaque côté, jusqu'à ce qu'un thermomètre indique 71 °C. Pendant la dernière minute, y déposer les champignons, couvrir d'une tranche de fromage et mettre un couvercle pour le faire fondre.",
        },
      },
      {
        title: { en: 'Toast and assemble', fr: 'Griller les pains et assembler' },
        body: {
          en: 'Toast the cut sides of the buns in the pan or toaster until golden. Spread the bottoms with Dijon and the tops with garlic mayo, add a few arugula leaves and the cheesy patties.',
          fr: "Faire griller la face coupée des pains dans la poêle ou au grille-pain. Tartiner la base de moutarde et le chapeau de mayonnaise à l'ail, puis ajouter quelques feuilles de roquette et les galettes gratinées.",
        },
      },
      {
        title: { en: 'Dress the salad and serve', fr: 'Assaisonner la salade et servir' },
        body: {
          en: 'Toss the remaining arugula with the balsamic vinaigrette and serve alongside the burgers.',
          fr: 'Mélanger le reste de la roquette avec la vinaigrette balsamique et servir en accompagnement des burgers.',
        },
      },
    ],
  },
  {
    key: 'crispy-chicken-sandwiches-slaw',
    kind: 'rtc',
    family: 'sandwich',
    picture: { form: 'burger', base: 'potato_bun', foods: ['fried_chicken', 'pickles', 'green_cabbage'] },
    name: { en: 'Crispy Chicken Sandwiches with Slaw', fr: 'Sandwichs au poulet croustillant et salade de chou' },
    description: {
      en: 'Buttermilk-soaked chicken cutlets get a double coating of seasoned flour and panko, then a quick shallow fry until deeply golden and crunchy. Stacked on soft potato buns with a tangy honey-cider coleslaw and dill pickles.',
      fr: "Des escalopes de poulet trempées dans le babeurre reçoivent une double panure de farine assaisonnée et de panko, puis une friture rapide à la poêle jusqu'à ce qu'elles soient bien dorées et croquantes. On les glisse dans des pains moelleux aux pommes de terre avec une salade de chou au miel et au vinaigre de cidre, et des cornichons à l'aneth.",
    },
    difficulty: 'moderate',
    prepMinutes: 30,
    pricePerServingCents: 1199,
    tags: ['meat_and_fish', 'family_friendly', 'high_protein'],
    spiceLevel: 0,
    ingredients: [
      {
        name: { en: 'Chicken breast cutlets', fr: 'Escalopes de poitrine de poulet' },
        quantity: { en: '2 (about 300 g)', fr: '2 (environ 300 g)' },
      },
      { name: { en: 'Buttermilk', fr: 'Babeurre' }, quantity: { en: '125 ml', fr: '125 ml' }, allergens: ['milk'] },
      {
        name: { en: 'All-purpose flour', fr: 'Farine tout usage' },
        quantity: { en: '60 g', fr: '60 g' },
        allergens: ['wheat'],
      },
      {
        name: { en: 'Panko breadcrumbs', fr: 'Chapelure panko' },
        quantity: { en: '40 g', fr: '40 g' },
        allergens: ['wheat'],
      },
      {
        name: {
          en: 'Spice blend (paprika, garlic powder, onion powder)',
          fr: "Mélange d'épices (paprika, poudre d'ail, poudre d'oignon)",
        },
        quantity: { en: '1 tsp', fr: '1 c. à thé' },
      },
      {
        name: { en: 'Canola oil, for frying', fr: 'Huile de canola, pour la friture' },
        quantity: { en: '125 ml', fr: '125 ml' },
      },
      {
        name: { en: 'Potato burger buns', fr: 'Pains à burger aux pommes de terre' },
        quantity: { en: '2', fr: '2' },
        allergens: ['wheat', 'milk'],
      },
      { name: { en: 'Coleslaw mix', fr: 'Mélange pour salade de chou' }, quantity: { en: '200 g', fr: '200 g' } },
      { name: { en: 'Mayonnaise', fr: 'Mayonnaise' }, quantity: { en: '45 ml', fr: '45 ml' }, allergens: ['eggs'] },
      { name: { en: 'Apple cider vinegar', fr: 'Vinaigre de cidre' }, quantity: { en: '1 tbsp', fr: '1 c. à soupe' } },
      { name: { en: 'Liquid honey', fr: 'Miel liquide' }, quantity: { en: '1 tsp', fr: '1 c. à thé' } },
      { name: { en: 'Dill pickles', fr: "Cornichons à l'aneth" }, quantity: { en: '2', fr: '2' } },
    ],
    nutrition: {
      calories: 770,
      fatG: 37,
      saturatedFatG: 5.5,
      transFatG: 0.2,
      cholesterolMg: 115,
      sodiumMg: 1150,
      carbsG: 64,
      fibreG: 4,
      sugarsG: 11,
      proteinG: 45,
    },
    steps: [
      {
        title: { en: 'Soak the chicken', fr: 'Faire tremper le poulet' },
        body: {
          en: 'If the cutlets are thicker than 1.5 cm, pound them between two sheets of plastic wrap. Place in a bowl with the buttermilk and a pinch of salt and let soak while you make the slaw.',
          fr: "Si les escalopes font plus de 1,5 cm d'épaisseur, les aplatir entre deux pellicules de plastique. Les déposer dans un bol avec le babeurre et une pincée de sel, puis laisser tremper le temps de préparer la salade de chou.",
        },
      },
      {
        title: { en: 'Make the slaw', fr: 'Préparer la salade de chou' },
        body: {
          en: 'In a bowl, whisk 2 tbsp of the mayonnaise with the cider vinegar, honey and a pinch of salt. Add the coleslaw mix and toss well. Refrigerate until serving; it softens slightly as it sits.',
          fr: "Dans un bol, fouetter 2 c. à soupe de mayonnaise avec le vinaigre de cidre, le miel et une pincée de sel. Ajouter le mélange pour salade de chou et bien mélanger. Réfrigérer jusqu'au service : le chou s'attendrira légèrement.",
        },
      },
      {
        title: { en: 'Bread the chicken', fr: 'Paner le poulet' },
        body: {
          en: 'Mix the flour with the spice blend and ½ tsp salt in a shallow dish; put the panko in a second dish. Lift each cutlet from the buttermilk, dredge in flour, dip back into the buttermilk, then press firmly into the panko.',
          fr: "Dans une assiette creuse, mélanger la farine, le mélange d'épices et ½ c. à thé de sel ; mettre la chapelure panko dans une deuxième assiette. Retirer chaque escalope du babeurre, la passer dans la farine, la tremper de nouveau dans le babeurre, puis la presser fermement dans le panko.",
        },
      },
      {
        title: { en: 'Shallow-fry', fr: 'Frire à la poêle' },
        body: {
          en: 'Heat the oil in a large, heavy skillet over medium heat until a pinch of panko sizzles on contact, about 175 °C. Fry the chicken 4 to 5 minutes per side, until deep golden and 74 °C in the centre. Drain on a rack or paper towel and sprinkle with salt.',
          fr: "Dans une grande poêle à fond épais, chauffer l'huile à feu moyen jusqu'à ce qu'une pincée de panko grésille au contact, soit environ 175 °C. Frire le poulet de 4 à 5 minutes de chaque côté, jusqu'à ce qu'il soit bien doré et atteigne 74 °C au centre. Égoutter sur une grille ou du papier absorbant et saler.",
        },
      },
      {
        title: { en: 'Build the sandwiches', fr: 'Monter les sandwichs' },
        body: {
          en: 'Toast the buns and spread with the remaining mayonnaise. Layer sliced pickles, the crispy chicken and a generous pile of slaw. Serve the extra slaw on the side.',
          fr: 'Faire griller les pains et les tartiner du reste de la mayonnaise. Superposer les cornichons tranchés, le poulet croustillant et une bonne portion de salade de chou. Servir le reste de la salade à côté.',
        },
      },
    ],
  },
  {
    key: 'pepperoni-mushroom-naan-pizzas',
    kind: 'rtc',
    family: 'pizza',
    picture: {
      form: 'flatbread',
      base: 'naan',
      sauce: '#C23A25',
      foods: ['mozzarella', 'pepperoni', 'mushrooms', 'green_pepper'],
    },
    name: { en: 'Pepperoni & Mushroom Naan Pizzas', fr: 'Pizzas sur naan pepperoni et champignons' },
    description: {
      en: 'Soft naan makes an instant crust that crisps up in a hot oven in about 10 minutes. Load it with tomato sauce, stretchy mozzarella, pepperoni that curls into little cups and golden mushrooms, and let the kids do the topping.',
      fr: 'Le pain naan moelleux sert de croûte instantanée qui devient croustillante en une dizaine de minutes au four bien chaud. On y étale la sauce tomate, la mozzarella qui file, du pepperoni qui se recourbe en petites coupelles et des champignons dorés, et on laisse les enfants garnir.',
    },
    difficulty: 'easy',
    prepMinutes: 20,
    pricePerServingCents: 1099,
    tags: ['meat_and_fish', 'family_friendly'],
    spiceLevel: 1,
    ingredients: [
      { name: { en: 'Naan breads', fr: 'Pains naan' }, quantity: { en: '2', fr: '2' }, allergens: ['wheat', 'milk'] },
      { name: { en: 'Pizza sauce', fr: 'Sauce à pizza' }, quantity: { en: '125 ml', fr: '125 ml' } },
      {
        name: { en: 'Part-skim mozzarella, shredded', fr: 'Mozzarella partiellement écrémée, râpée' },
        quantity: { en: '100 g', fr: '100 g' },
        allergens: ['milk'],
      },
      { name: { en: 'Sliced pepperoni', fr: 'Pepperoni tranché' }, quantity: { en: '50 g', fr: '50 g' } },
      { name: { en: 'White mushrooms', fr: 'Champignons blancs' }, quantity: { en: '100 g', fr: '100 g' } },
      { name: { en: 'Green bell pepper', fr: 'Poivron vert' }, quantity: { en: '½', fr: '½' } },
      { name: { en: 'Dried oregano', fr: 'Origan séché' }, quantity: { en: '1 tsp', fr: '1 c. à thé' } },
      {
        name: { en: 'Parmesan, grated', fr: 'Parmesan râpé' },
        quantity: { en: '15 g', fr: '15 g' },
        allergens: ['milk'],
      },
      { name: { en: 'Spring mix', fr: 'Mesclun' }, quantity: { en: '60 g', fr: '60 g' } },
      {
        name: { en: 'Balsamic vinaigrette', fr: 'Vinaigrette balsamique' },
        quantity: { en: '2 tbsp', fr: '2 c. à soupe' },
        allergens: ['sulphites'],
      },
      { name: { en: 'Olive oil', fr: "Huile d'olive" }, quantity: { en: '1 tsp', fr: '1 c. à thé' } },
    ],
    nutrition: {
      calories: 670,
      fatG: 36,
      saturatedFatG: 14,
      transFatG: 0.5,
      cholesterolMg: 65,
      sodiumMg: 1380,
      carbsG: 57,
      fibreG: 4,
      sugarsG: 9,
      proteinG: 30,
    },
    steps: [
      {
        title: { en: 'Heat the oven', fr: 'Préchauffer le four' },
        body: {
          en: 'Place a rack in the lower third of the oven and preheat to 230 °C (450 °F). Line a baking sheet with parchment paper.',
          fr: 'Placer la grille dans le tiers inférieur du four et préchauffer à 230 °C (450 °F). Tapisser une plaque de papier parchemin.',
        },
      },
      {
        title: { en: 'Sauté the mushrooms', fr: 'Faire sauter les champignons' },
        body: {
          en: 'Slice the mushrooms and cut the pepper into thin strips. Heat the oil in a skillet over medium-high heat and cook the mushrooms 4 to 5 minutes, until golden and dry; this keeps the pizzas from going soggy.',
          fr: "Trancher les champignons et couper le poivron en fines lanières. Dans une poêle, chauffer l'huile à feu moyen-vif et faire sauter les champignons de 4 à 5 minutes, jusqu'à ce qu'ils soient dorés et bien secs : les pizzas ne seront pas détrempées.",
        },
      },
      {
        title: { en: 'Top the naan', fr: 'Garnir les naans' },
        body: {
          en: 'Lay the naan on the baking sheet. Spread with the sauce, leaving a thin border, and sprinkle with oregano. Add half the mozzarella, then the mushrooms, pepper and pepperoni, and finish with the rest of the mozzarella and the Parmesan.',
          fr: "Déposer les naans sur la plaque. Les tartiner de sauce en laissant une mince bordure et saupoudrer d'origan. Répartir la moitié de la mozzarella, puis les champignons, le poivron et le pepperoni, et terminer avec le reste de la mozzarella et le parmesan.",
        },
      },
      {
        title: { en: 'Bake', fr: 'Cuire au four' },
        body: {
          en: 'Bake 9 to 11 minutes, until the cheese is bubbling and browned in spots and the edges of the naan are crisp. Let cool 2 minutes before slicing, the cheese will be very hot.',
          fr: "Cuire de 9 à 11 minutes, jusqu'à ce que le fromage bouillonne et soit doré par endroits et que le pourtour des naans soit croustillant. Laisser tiédir 2 minutes avant de couper : le fromage sera très chaud.",
        },
      },
      {
        title: { en: 'Serve with salad', fr: 'Servir avec la salade' },
        body: {
          en: 'Toss the spring mix with the vinaigrette. Cut the pizzas into wedges and serve with the salad.',
          fr: 'Mélanger le mesclun avec la vinaigrette. Couper les pizzas en pointes et servir avec la salade.',
        },
      },
    ],
  },
  {
    key: 'roasted-vegetable-goat-cheese-flatbread',
    kind: 'rtc',
    family: 'pizza',
    picture: {
      form: 'flatbread',
      base: 'flatbread',
      sauce: '#7FA24A',
      foods: ['zucchini', 'red_pepper', 'red_onion', 'cherry_tomato', 'goat_cheese', 'arugula', 'balsamic'],
    },
    name: {
      en: 'Roasted Vegetable & Goat Cheese Flatbread',
      fr: 'Pain plat aux légumes rôtis et au fromage de chèvre',
    },
    description: {
      en: 'Zucchini, red pepper and red onion are roasted until sweet and slightly charred, then piled onto pesto-swiped flatbreads with creamy dollops of goat cheese. A handful of arugula and a drizzle of balsamic reduction go on right before serving.',
      fr: "Courgette, poivron rouge et oignon rouge rôtissent jusqu'à ce qu'ils soient sucrés et légèrement grillés, puis garnissent des pains plats tartinés de pesto et parsemés de fromage de chèvre crémeux. Une poignée de roquette et un filet de réduction balsamique s'ajoutent juste avant de servir.",
    },
    difficulty: 'easy',
    prepMinutes: 25,
    pricePerServingCents: 1149,
    tags: ['vegetarian'],
    spiceLevel: 0,
    ingredients: [
      { name: { en: 'Flatbreads', fr: 'Pains plats' }, quantity: { en: '2', fr: '2' }, allergens: ['wheat'] },
      { name: { en: 'Zucchini', fr: 'Courgette' }, quantity: { en: '1', fr: '1' } },
      { name: { en: 'Red bell pepper', fr: 'Poivron rouge' }, quantity: { en: '1', fr: '1' } },
      { name: { en: 'Red onion', fr: 'Oignon rouge' }, quantity: { en: '½', fr: '½' } },
      { name: { en: 'Cherry tomatoes', fr: 'Tomates cerises' }, quantity: { en: '150 g', fr: '150 g' } },
      {
        name: { en: 'Soft goat cheese', fr: 'Fromage de chèvre frais' },
        quantity: { en: '80 g', fr: '80 g' },
        allergens: ['milk'],
      },
      {
        name: { en: 'Basil pesto', fr: 'Pesto au basilic' },
        quantity: { en: '2 tbsp', fr: '2 c. à soupe' },
        allergens: ['milk', 'tree_nuts'],
      },
      { name: { en: 'Baby arugula', fr: 'Bébé roquette' }, quantity: { en: '40 g', fr: '40 g' } },
      {
        name: { en: 'Balsamic reduction', fr: 'Réduction de vinaigre balsamique' },
        quantity: { en: '1 tbsp', fr: '1 c. à soupe' },
        allergens: ['sulphites'],
      },
      { name: { en: 'Olive oil', fr: "Huile d'olive" }, quantity: { en: '1 tbsp', fr: '1 c. à soupe' } },
    ],
    nutrition: {
      calories: 660,
      fatG: 31,
      saturatedFatG: 11,
      transFatG: 0.3,
      cholesterolMg: 30,
      sodiumMg: 920,
      carbsG: 74,
      fibreG: 6,
      sugarsG: 15,
      proteinG: 21,
    },
    steps: [
      {
        title: { en: 'Roast the vegetables', fr: 'Rôtir les légumes' },
        body: {
          en: 'Preheat the oven to 230 °C (450 °F). Cut the zucchini into half-moons, the pepper into strips and the onion into thin wedges. Toss with the oil, salt and pepper on a baking sheet with the whole cherry tomatoes and roast 12 to 14 minutes, until tender and browned at the edges.',
          fr: "Préchauffer le four à 230 °C (450 °F). Couper la courgette en demi-rondelles, le poivron en lanières et l'oignon en fins quartiers. Sur une plaque, les mélanger avec l'huile, du sel et du poivre, ajouter les tomates cerises entières et rôtir de 12 à 14 minutes, jusqu'à ce que les légumes soient tendres et dorés sur les bords.",
        },
      },
      {
        title: { en: 'Spread the pesto', fr: 'Tartiner le pesto' },
        body: {
          en: 'While the vegetables roast, place the flatbreads on a second baking sheet and spread them with the pesto right to the edges.',
          fr: "Pendant la cuisson des légumes, déposer les pains plats sur une deuxième plaque et les tartiner de pesto jusqu'au bord.",
        },
      },
      {
        title: { en: 'Top and bake', fr: 'Garnir et cuire' },
        body: {
          en: 'Pile the roasted vegetables onto the flatbreads, gently squashing the tomatoes, and dot with small pieces of goat cheese. Bake 6 to 8 minutes, until the bread is crisp underneath and the cheese is warm and soft.',
          fr: "Répartir les légumes rôtis sur les pains plats en écrasant légèrement les tomates, puis parsemer de petits morceaux de fromage de chèvre. Cuire de 6 à 8 minutes, jusqu'à ce que le dessous du pain soit croustillant et que le fromage soit chaud et fondant.",
        },
      },
      {
        title: { en: 'Finish and serve', fr: 'Terminer et servir' },
        body: {
          en: 'Scatter the arugula over the hot flatbreads, drizzle with the balsamic reduction and add a crack of black pepper. Cut into strips and serve right away.',
          fr: "Parsemer les pains plats chauds de roquette, arroser d'un filet de réduction balsamique et poivrer. Couper en lanières et servir aussitôt.",
        },
      },
    ],
  },
  {
    key: 'cobb-salad-grilled-chicken',
    kind: 'rtc',
    family: 'salad',
    picture: {
      form: 'salad',
      foods: ['romaine', 'chicken', 'bacon', 'egg_half', 'avocado', 'cherry_tomato', 'blue_cheese', 'chives'],
    },
    name: { en: 'Cobb Salad with Grilled Chicken', fr: 'Salade Cobb au poulet grillé' },
    description: {
      en: 'A hearty main-course salad laid out in colourful rows: grilled chicken, crisp bacon, jammy eggs, avocado, cherry tomatoes and tangy blue cheese over crunchy romaine. The Dijon red wine vinaigrette is sharp enough to stand up to it all, with no croutons needed.',
      fr: 'Une salade-repas bien garnie, disposée en rangées colorées : poulet grillé, bacon croustillant, œufs mollets, avocat, tomates cerises et fromage bleu sur une romaine croquante. La vinaigrette au vin rouge et à la moutarde de Dijon a assez de caractère pour tenir tête à tout ça, sans croûtons.',
    },
    difficulty: 'easy',
    prepMinutes: 25,
    pricePerServingCents: 1299,
    tags: ['meat_and_fish', 'keto', 'high_protein'],
    spiceLevel: 0,
    ingredients: [
      {
        name: { en: 'Boneless, skinless chicken breast', fr: 'Poitrine de poulet désossée, sans peau' },
        quantity: { en: '260 g', fr: '260 g' },
      },
      { name: { en: 'Bacon', fr: 'Bacon' }, quantity: { en: '4 slices', fr: '4 tranches' } },
      { name: { en: 'Eggs', fr: 'Œufs' }, quantity: { en: '2', fr: '2' }, allergens: ['eggs'] },
      { name: { en: 'Romaine heart', fr: 'Cœur de romaine' }, quantity: { en: '1 large', fr: '1 gros' } },
      { name: { en: 'Avocado', fr: 'Avocat' }, quantity: { en: '1', fr: '1' } },
      { name: { en: 'Cherry tomatoes', fr: 'Tomates cerises' }, quantity: { en: '100 g', fr: '100 g' } },
      {
        name: { en: 'Blue cheese, crumbled', fr: 'Fromage bleu émietté' },
        quantity: { en: '40 g', fr: '40 g' },
        allergens: ['milk'],
      },
      { name: { en: 'Fresh chives', fr: 'Ciboulette fraîche' }, quantity: { en: '5 g', fr: '5 g' } },
      {
        name: { en: 'Red wine vinegar', fr: 'Vinaigre de vin rouge' },
        quantity: { en: '1 tbsp', fr: '1 c. à soupe' },
        allergens: ['sulphites'],
      },
      {
        name: { en: 'Dijon mustard', fr: 'Moutarde de Dijon' },
        quantity: { en: '1 tsp', fr: '1 c. à thé' },
        allergens: ['mustard'],
      },
      { name: { en: 'Olive oil', fr: "Huile d'olive" }, quantity: { en: '2 tbsp', fr: '2 c. à soupe' } },
    ],
    nutrition: {
      calories: 690,
      fatG: 47,
      saturatedFatG: 13,
      transFatG: 0.3,
      cholesterolMg: 305,
      sodiumMg: 1090,
      carbsG: 14,
      fibreG: 8,
      sugarsG: 4,
      proteinG: 51,
    },
    steps: [
      {
        title: { en: 'Cook the eggs', fr: 'Cuire les œufs' },
        body: {
          en: 'Lower the eggs into a small saucepan of boiling water and cook 8 minutes for firm but slightly jammy yolks. Transfer to a bowl of ice water for at least 3 minutes, then peel and quarter.',
          fr: "Déposer délicatement les œufs dans une petite casserole d'eau bouillante et les cuire 8 minutes pour un jaune pris, mais encore un peu fondant. Les plonger au moins 3 minutes dans un bol d'eau glacée, puis les écaler et les couper en quartiers.",
        },
      },
      {
        title: { en: 'Crisp the bacon', fr: 'Faire griller le bacon' },
        body: {
          en: 'Cook the bacon in a large skillet over medium heat 6 to 8 minutes, turning, until crisp. Drain on paper towel, then crumble. Pour off all but 1 tsp of the fat.',
          fr: "Dans une grande poêle, cuire le bacon à feu moyen de 6 à 8 minutes en le retournant, jusqu'à ce qu'il soit croustillant. L'égoutter sur du papier absorbant, puis l'émietter. Jeter le gras en n'en gardant que 1 c. à thé.",
        },
      },
      {
        title: { en: 'Grill the chicken', fr: 'Griller le poulet' },
        body: {
          en: 'Slice the chicken horizontally into two thin cutlets so it cooks evenly. Season, brush with 1 tsp of the oil and cook in the skillet over medium-high heat (or on a grill pan) 4 to 5 minutes per side, until 74 °C. Rest 5 minutes, then slice.',
          fr: "Trancher la poitrine de poulet en deux à l'horizontale pour obtenir deux escalopes minces qui cuiront uniformément. Saler, poivrer, badigeonner de 1 c. à thé d'huile et cuire dans la poêle à feu moyen-vif (ou sur une poêle striée) de 4 à 5 minutes de chaque côté, jusqu'à 74 °C. Laisser reposer 5 minutes, puis trancher.",
        },
      },
      {
        title: { en: 'Whisk the vinaigrette', fr: 'Préparer la vinaigrette' },
        body: {
          en: 'In a small bowl, whisk the vinegar, Dijon and a pinch of salt, then slowly whisk in the remaining oil until emulsified. Snip in half the chives.',
          fr: "Dans un petit bol, fouetter le vinaigre, la moutarde et une pincée de sel, puis incorporer le reste de l'huile en filet en fouettant jusqu'à ce que la vinaigrette soit émulsionnée. Ajouter la moitié de la ciboulette ciselée.",
        },
      },
      {
        title: { en: 'Arrange and serve', fr: 'Dresser et servir' },
        body: {
          en: 'Chop the romaine and spread it on two plates. Arrange rows of chicken, bacon, egg, diced avocado, halved tomatoes and blue cheese on top. Drizzle with the vinaigrette and finish with the rest of the chives.',
          fr: "Hacher la romaine et la répartir dans deux assiettes. Disposer par-dessus, en rangées, le poulet, le bacon, les œufs, l'avocat en dés, les tomates coupées en deux et le fromage bleu. Arroser de vinaigrette et parsemer du reste de la ciboulette.",
        },
      },
    ],
  },
  {
    key: 'thai-peanut-noodle-salad',
    kind: 'rtc',
    family: 'salad',
    picture: {
      form: 'noodles',
      base: 'vermicelli',
      vessel: 'bowl',
      sauce: '#C98A4A',
      foods: ['edamame', 'red_cabbage', 'carrot', 'cucumber', 'peanut_sauce', 'peanuts', 'cilantro', 'lime'],
    },
    name: { en: 'Thai Peanut Noodle Salad', fr: "Salade de nouilles à l'arachide, à la thaïlandaise" },
    description: {
      en: 'Cool rice noodles, crunchy red cabbage, carrot, cucumber and edamame are tossed in a creamy peanut-lime dressing with a kick of sriracha. Handfuls of cilantro, mint and chopped roasted peanuts make every bite fresh and crunchy.',
      fr: "Des vermicelles de riz refroidis, du chou rouge croquant, de la carotte, du concombre et des edamames sont enrobés d'une vinaigrette crémeuse à l'arachide et à la lime, relevée de sriracha. De généreuses poignées de coriandre, de menthe et d'arachides grillées hachées rendent chaque bouchée fraîche et croquante.",
    },
    difficulty: 'easy',
    prepMinutes: 20,
    pricePerServingCents: 1099,
    tags: ['vegetarian', 'vegan'],
    spiceLevel: 1,
    ingredients: [
      { name: { en: 'Rice vermicelli', fr: 'Vermicelles de riz' }, quantity: { en: '120 g', fr: '120 g' } },
      {
        name: { en: 'Smooth peanut butter', fr: "Beurre d'arachide crémeux" },
        quantity: { en: '3 tbsp', fr: '3 c. à soupe' },
        allergens: ['peanuts'],
      },
      {
        name: { en: 'Sodium-reduced soy sauce', fr: 'Sauce soya réduite en sodium' },
        quantity: { en: '2 tbsp', fr: '2 c. à soupe' },
        allergens: ['soy', 'wheat'],
      },
      { name: { en: 'Limes', fr: 'Limes' }, quantity: { en: '2', fr: '2' } },
      { name: { en: 'Maple syrup', fr: "Sirop d'érable" }, quantity: { en: '1 tbsp', fr: '1 c. à soupe' } },
      { name: { en: 'Sriracha', fr: 'Sriracha' }, quantity: { en: '1 tsp', fr: '1 c. à thé' } },
      { name: { en: 'Red cabbage', fr: 'Chou rouge' }, quantity: { en: '150 g', fr: '150 g' } },
      { name: { en: 'Carrot', fr: 'Carotte' }, quantity: { en: '1', fr: '1' } },
      { name: { en: 'English cucumber', fr: 'Concombre anglais' }, quantity: { en: '½', fr: '½' } },
      {
        name: { en: 'Shelled edamame', fr: 'Edamames écossés' },
        quantity: { en: '100 g', fr: '100 g' },
        allergens: ['soy'],
      },
      {
        name: { en: 'Fresh cilantro and mint', fr: 'Coriandre fraîche et menthe' },
        quantity: { en: '15 g', fr: '15 g' },
      },
      {
        name: { en: 'Roasted peanuts', fr: 'Arachides grillées' },
        quantity: { en: '30 g', fr: '30 g' },
        allergens: ['peanuts'],
      },
    ],
    nutrition: {
      calories: 630,
      fatG: 25,
      saturatedFatG: 4,
      transFatG: 0,
      cholesterolMg: 0,
      sodiumMg: 820,
      carbsG: 82,
      fibreG: 8,
      sugarsG: 13,
      proteinG: 20,
    },
    steps: [
      {
        title: { en: 'Soak the noodles', fr: 'Réhydrater les vermicelles' },
        body: {
          en: 'Place the vermicelli in a large bowl and cover with boiling water. Add the edamame and let stand 4 to 5 minutes, until the noodles are tender. Drain, rinse under cold water until cool, and drain well again.',
          fr: "Déposer les vermicelles dans un grand bol et les couvrir d'eau bouillante. Ajouter les edamames et laisser reposer de 4 à 5 minutes, jusqu'à ce que les nouilles soient tendres. Égoutter, rincer à l'eau froide jusqu'à ce qu'elles soient refroidies, puis bien égoutter de nouveau.",
        },
      },
      {
        title: { en: 'Whisk the peanut dressing', fr: "Préparer la vinaigrette à l'arachide" },
        body: {
          en: 'In a bowl, whisk the peanut butter, soy sauce, the juice of 1½ limes, the maple syrup and sriracha. Whisk in warm water, 1 tbsp at a time (about 3 tbsp), until the dressing is pourable.',
          fr: "Dans un bol, fouetter le beurre d'arachide, la sauce soya, le jus d'une lime et demie, le sirop d'érable et la sriracha. Ajouter de l'eau tiède, 1 c. à soupe à la fois (environ 3 c. à soupe), jusqu'à ce que la vinaigrette soit fluide.",
        },
      },
      {
        title: { en: 'Prep the vegetables', fr: 'Préparer les légumes' },
        body: {
          en: 'Very thinly slice the cabbage. Cut the carrot and cucumber into matchsticks. Coarsely chop the peanuts and pick the herb leaves.',
          fr: 'Émincer très finement le chou. Tailler la carotte et le concombre en julienne. Hacher grossièrement les arachides et effeuiller les fines herbes.',
        },
      },
      {
        title: { en: 'Toss and serve', fr: 'Mélanger et servir' },
        body: {
          en: 'Toss the noodles, edamame and vegetables with the dressing until everything is coated. Divide between bowls and top with the herbs, peanuts and the remaining lime cut into wedges.',
          fr: "Mélanger les nouilles, les edamames et les légumes avec la vinaigrette pour bien les enrober. Répartir dans les bols et garnir de fines herbes, d'arachides et du reste de la lime coupée en quartiers.",
        },
      },
    ],
  },
  {
    key: 'korean-fried-cauliflower-rice',
    kind: 'rtc',
    family: 'rice_bowl',
    picture: { form: 'bowl', base: 'rice', foods: ['cauliflower_bites', 'cucumber', 'green_onion', 'sesame'] },
    name: { en: 'Korean Fried Cauliflower with Rice', fr: 'Chou-fleur frit à la coréenne et riz' },
    description: {
      en: 'Cauliflower florets are coated in a light, crackly batter, shallow-fried, then tossed in a sticky gochujang, honey and garlic glaze. Served over short-grain rice with a quick cucumber pickle to cool the heat.',
      fr: "Des bouquets de chou-fleur enrobés d'une pâte légère et croustillante sont frits à la poêle, puis laqués d'une sauce collante au gochujang, au miel et à l'ail. Servis sur un riz à grain court, avec des concombres marinés minute pour calmer le feu.",
    },
    difficulty: 'moderate',
    prepMinutes: 30,
    pricePerServingCents: 1099,
    tags: ['vegetarian'],
    spiceLevel: 2,
    ingredients: [
      {
        name: { en: 'Cauliflower', fr: 'Chou-fleur' },
        quantity: { en: '1 small (about 600 g)', fr: '1 petit (environ 600 g)' },
      },
      {
        name: { en: 'All-purpose flour', fr: 'Farine tout usage' },
        quantity: { en: '45 g', fr: '45 g' },
        allergens: ['wheat'],
      },
      { name: { en: 'Cornstarch', fr: 'Fécule de maïs' }, quantity: { en: '20 g', fr: '20 g' } },
      {
        name: { en: 'Canola oil, for frying', fr: 'Huile de canola, pour la friture' },
        quantity: { en: '125 ml', fr: '125 ml' },
      },
      {
        name: { en: 'Gochujang (Korean chili paste)', fr: 'Gochujang (pâte de piment coréenne)' },
        quantity: { en: '2 tbsp', fr: '2 c. à soupe' },
        allergens: ['soy', 'wheat'],
      },
      { name: { en: 'Liquid honey', fr: 'Miel liquide' }, quantity: { en: '1.5 tbsp', fr: '1,5 c. à soupe' } },
      { name: { en: 'Garlic', fr: 'Ail' }, quantity: { en: '2 cloves', fr: '2 gousses' } },
      { name: { en: 'Short-grain rice', fr: 'Riz à grain court' }, quantity: { en: '130 g', fr: '130 g' } },
      { name: { en: 'Mini cucumbers', fr: 'Concombres libanais' }, quantity: { en: '2', fr: '2' } },
      { name: { en: 'Rice vinegar', fr: 'Vinaigre de riz' }, quantity: { en: '2 tbsp', fr: '2 c. à soupe' } },
      { name: { en: 'Green onions', fr: 'Oignons verts' }, quantity: { en: '2', fr: '2' } },
      {
        name: { en: 'Sesame seeds', fr: 'Graines de sésame' },
        quantity: { en: '1 tbsp', fr: '1 c. à soupe' },
        allergens: ['sesame'],
      },
    ],
    nutrition: {
      calories: 690,
      fatG: 20,
      saturatedFatG: 2,
      transFatG: 0.1,
      cholesterolMg: 0,
      sodiumMg: 980,
      carbsG: 112,
      fibreG: 8,
      sugarsG: 22,
      proteinG: 15,
    },
    steps: [
      {
        title: { en: 'Cook the rice and pickle the cucumber', fr: 'Cuire le riz et mariner le concombre' },
        body: {
          en: 'Rinse the rice and bring it to a boil with 200 ml water in a small saucepan. Cover and cook over low heat 15 minutes, then rest 5 minutes. Meanwhile, thinly slice the cucumbers and toss with the rice vinegar and a pinch each of salt and sugar.',
          fr: "Rincer le riz et le porter à ébullition avec 200 ml d'eau dans une petite casserole. Couvrir et cuire à feu doux 15 minutes, puis laisser reposer 5 minutes. Entre-temps, trancher finement les concombres et les mélanger avec le vinaigre de riz et une pincée de sel et de sucre.",
        },
      },
      {
        title: { en: 'Batter the cauliflower', fr: 'Enrober le chou-fleur' },
        body: {
          en: 'Cut the cauliflower into bite-size florets. In a large bowl, whisk the flour, cornstarch and a pinch of salt with 100 ml very cold water into a smooth batter the consistency of pancake batter. Add the florets and toss to coat.',
          fr: "Défaire le chou-fleur en petits bouquets d'une bouchée. Dans un grand bol, fouetter la farine, la fécule et une pincée de sel avec 100 ml d'eau très froide pour obtenir une pâte lisse, de la consistance d'une pâte à crêpes épaisse. Ajouter les bouquets et bien les enrober.",
        },
      },
      {
        title: { en: 'Shallow-fry', fr: 'Frire à la poêle' },
        body: {
          en: 'Heat the oil in a large skillet over medium-high heat until a drop of batter sizzles immediately. Fry the cauliflower in two batches, 5 to 6 minutes per batch, turning, until golden and crisp. Drain on a rack or paper towel.',
          fr: "Dans une grande poêle, chauffer l'huile à feu moyen-vif jusqu'à ce qu'une goutte de pâte grésille aussitôt. Frire le chou-fleur en deux fois, de 5 à 6 minutes par fournée, en le retournant, jusqu'à ce qu'il soit doré et croustillant. Égoutter sur une grille ou du papier absorbant.",
        },
      },
      {
        title: { en: 'Make the glaze', fr: 'Préparer la laque' },
        body: {
          en: 'Carefully pour off the oil and wipe out the pan. Over medium heat, simmer the gochujang, honey, grated garlic and 3 tbsp water 1 to 2 minutes, until glossy and slightly thickened.',
          fr: "Jeter l'huile avec précaution et essuyer la poêle. À feu moyen, faire mijoter le gochujang, le miel, l'ail râpé et 3 c. à soupe d'eau de 1 à 2 minutes, jusqu'à ce que la sauce soit luisante et légèrement épaissie.",
        },
      },
      {
        title: { en: 'Toss and serve', fr: 'Laquer et servir' },
        body: {
          en: 'Take the pan off the heat, add the cauliflower and toss quickly to coat so it stays crisp. Serve over the rice with the drained cucumbers, sprinkled with sesame seeds and sliced green onions.',
          fr: "Retirer la poêle du feu, ajouter le chou-fleur et mélanger rapidement pour l'enrober sans qu'il ramollisse. Servir sur le riz avec les concombres égouttés, puis parsemer de graines de sésame et d'oignons verts émincés.",
        },
      },
    ],
  },
  {
    key: 'steak-au-poivre-garlic-green-beans',
    kind: 'rtc',
    family: 'roast',
    picture: { form: 'plate', sauce: '#D9B88A', foods: ['steak', 'green_beans', 'almonds', 'peppercorns'] },
    name: { en: 'Steak au Poivre with Garlic Green Beans', fr: "Steak au poivre et haricots verts à l'ail" },
    description: {
      en: 'AAA striploin steaks are pressed into cracked black peppercorns, seared in a hot pan and finished with a silky cream, shallot and Dijon sauce. Garlicky green beans with toasted almonds keep it low in carbs without feeling like a compromise.',
      fr: "Des biftecks de contre-filet AAA sont enrobés de poivre noir concassé, saisis dans une poêle très chaude, puis nappés d'une sauce veloutée à la crème, à l'échalote française et à la moutarde de Dijon. Des haricots verts à l'ail et aux amandes grillées : un repas faible en glucides qui n'a rien d'un compromis.",
    },
    difficulty: 'complex',
    prepMinutes: 30,
    pricePerServingCents: 1799,
    tags: ['meat_and_fish', 'keto', 'premium', 'high_protein'],
    spiceLevel: 1,
    ingredients: [
      {
        name: { en: 'AAA beef striploin steaks', fr: 'Biftecks de contre-filet AAA' },
        quantity: { en: '2 (about 400 g)', fr: '2 (environ 400 g)' },
      },
      {
        name: { en: 'Black peppercorns, cracked', fr: 'Grains de poivre noir concassés' },
        quantity: { en: '1 tbsp', fr: '1 c. à soupe' },
      },
      { name: { en: 'Shallot', fr: 'Échalote française' }, quantity: { en: '1', fr: '1' } },
      {
        name: { en: '35% cooking cream', fr: 'Crème 35 % à cuisson' },
        quantity: { en: '80 ml', fr: '80 ml' },
        allergens: ['milk'],
      },
      {
        name: { en: 'Sodium-reduced beef broth', fr: 'Bouillon de bœuf réduit en sodium' },
        quantity: { en: '60 ml', fr: '60 ml' },
      },
      {
        name: { en: 'Dijon mustard', fr: 'Moutarde de Dijon' },
        quantity: { en: '1 tsp', fr: '1 c. à thé' },
        allergens: ['mustard'],
      },
      { name: { en: 'Butter', fr: 'Beurre' }, quantity: { en: '2 tbsp', fr: '2 c. à soupe' }, allergens: ['milk'] },
      { name: { en: 'Green beans', fr: 'Haricots verts' }, quantity: { en: '250 g', fr: '250 g' } },
      { name: { en: 'Garlic', fr: 'Ail' }, quantity: { en: '3 cloves', fr: '3 gousses' } },
      {
        name: { en: 'Sliced almonds', fr: 'Amandes tranchées' },
        quantity: { en: '20 g', fr: '20 g' },
        allergens: ['tree_nuts'],
      },
      { name: { en: 'Olive oil', fr: "Huile d'olive" }, quantity: { en: '1 tbsp', fr: '1 c. à soupe' } },
    ],
    nutrition: {
      calories: 720,
      fatG: 52,
      saturatedFatG: 24,
      transFatG: 1.5,
      cholesterolMg: 185,
      sodiumMg: 620,
      carbsG: 15,
      fibreG: 5,
      sugarsG: 5,
      proteinG: 47,
    },
    steps: [
      {
        title: { en: 'Crust the steaks', fr: 'Enrober les biftecks de poivre' },
        body: {
          en: 'Take the steaks out of the fridge 15 minutes before cooking and pat them very dry. Season both sides with salt, then press the cracked pepper firmly into each side so it forms an even crust.',
          fr: 'Sortir les biftecks du réfrigérateur 15 minutes avant la cuisson et bien les éponger. Saler des deux côtés, puis presser fermement le poivre concassé sur chaque face pour former une croûte uniforme.',
        },
      },
      {
        title: { en: 'Blanch the beans', fr: 'Blanchir les haricots' },
        body: {
          en: 'Trim the beans and cook them in boiling salted water 3 minutes, until bright green and crisp-tender. Drain. In a dry skillet, toast the almonds over medium heat 2 to 3 minutes, until golden, and set aside.',
          fr: "Équeuter les haricots et les cuire 3 minutes dans l'eau bouillante salée, jusqu'à ce qu'ils soient vert vif et encore croquants. Égoutter. Dans une poêle sèche, griller les amandes à feu moyen de 2 à 3 minutes, jusqu'à ce qu'elles soient dorées, puis réserver.",
        },
      },
      {
        title: { en: 'Sear the steaks', fr: 'Saisir les biftecks' },
        body: {
          en: 'Heat the oil in a heavy skillet over medium-high heat until shimmering. Cook the steaks 3 to 4 minutes per side for medium-rare (63 °C), adding 1 tbsp butter in the last minute and basting. Rest on a plate, loosely covered, 5 minutes.',
          fr: "Dans une poêle à fond épais, chauffer l'huile à feu moyen-vif jusqu'à ce qu'elle ondule. Cuire les biftecks de 3 à 4 minutes de chaque côté pour une cuisson mi-saignante (63 °C), en ajoutant 1 c. à soupe de beurre pendant la dernière minute pour les arroser. Laisser reposer 5 minutes dans une assiette, sous une feuille d'aluminium posée sans serrer.",
        },
      },
      {
        title: { en: 'Make the pepper sauce', fr: 'Préparer la sauce au poivre' },
        body: {
          en: 'Lower the heat to medium. Add the finely chopped shallot to the pan and cook 1 minute, scraping up the peppery bits. Pour in the broth and reduce by half, then stir in the cream and Dijon and simmer 2 minutes, until the sauce coats a spoon. Add any resting juices and season.',
          fr: "Réduire à feu moyen. Ajouter l'échalote hachée finement dans la poêle et la cuire 1 minute en raclant les sucs poivrés. Verser le bouillon et laisser réduire de moitié, puis incorporer la crème et la moutarde et laisser mijoter 2 minutes, jusqu'à ce que la sauce nappe le dos d'une cuillère. Ajouter le jus de repos de la viande et rectifier l'assaisonnement.",
        },
      },
      {
        title: { en: 'Finish the beans and serve', fr: 'Terminer les haricots et servir' },
        body: {
          en: 'In another skillet, melt the remaining butter over medium heat and cook the sliced garlic 1 minute, until fragrant but not brown. Toss in the beans to heat through and finish with the almonds. Slice the steaks, spoon over the sauce and serve with the beans.',
          fr: "Dans une autre poêle, faire fondre le reste du beurre à feu moyen et y cuire l'ail émincé 1 minute, jusqu'à ce qu'il embaume sans colorer. Ajouter les haricots pour les réchauffer et terminer avec les amandes. Trancher les biftecks, les napper de sauce et servir avec les haricots.",
        },
      },
    ],
  },
  {
    key: 'coconut-lime-shrimp-rice-bowls',
    kind: 'rtc',
    family: 'rice_bowl',
    picture: {
      form: 'bowl',
      base: 'rice',
      foods: ['shrimp', 'red_pepper', 'snap_peas', 'coconut', 'cilantro', 'lime'],
    },
    name: { en: 'Coconut Lime Shrimp Rice Bowls', fr: 'Bols de riz aux crevettes, coco et lime' },
    description: {
      en: 'Plump shrimp are seared with garlic and ginger, then simmered briefly in a zesty coconut and lime sauce with red pepper and snap peas. Spooned over jasmine rice and showered with toasted coconut and cilantro.',
      fr: "Des crevettes bien charnues sont saisies avec l'ail et le gingembre, puis mijotées quelques instants dans une sauce à la noix de coco et à la lime avec poivron rouge et pois sucrés. Le tout est servi sur un riz jasmin et garni de noix de coco grillée et de coriandre.",
    },
    difficulty: 'easy',
    prepMinutes: 25,
    pricePerServingCents: 1349,
    tags: ['meat_and_fish'],
    spiceLevel: 1,
    ingredients: [
      {
        name: {
          en: 'Raw shrimp, peeled and deveined (31/40)',
          fr: 'Crevettes crues décortiquées et déveinées (calibre 31/40)',
        },
        quantity: { en: '280 g', fr: '280 g' },
        allergens: ['crustaceans'],
      },
      { name: { en: 'Jasmine rice', fr: 'Riz jasmin' }, quantity: { en: '150 g', fr: '150 g' } },
      { name: { en: 'Coconut milk', fr: 'Lait de coco' }, quantity: { en: '200 ml', fr: '200 ml' } },
      { name: { en: 'Limes', fr: 'Limes' }, quantity: { en: '2', fr: '2' } },
      { name: { en: 'Garlic', fr: 'Ail' }, quantity: { en: '2 cloves', fr: '2 gousses' } },
      { name: { en: 'Fresh ginger', fr: 'Gingembre frais' }, quantity: { en: '15 g', fr: '15 g' } },
      { name: { en: 'Red bell pepper', fr: 'Poivron rouge' }, quantity: { en: '1', fr: '1' } },
      { name: { en: 'Sugar snap peas', fr: 'Pois sucrés' }, quantity: { en: '150 g', fr: '150 g' } },
      {
        name: { en: 'Fish sauce', fr: 'Sauce de poisson' },
        quantity: { en: '2 tsp', fr: '2 c. à thé' },
        allergens: ['fish'],
      },
      { name: { en: 'Sambal oelek', fr: 'Sambal oelek' }, quantity: { en: '1 tsp', fr: '1 c. à thé' } },
      {
        name: { en: 'Unsweetened shredded coconut', fr: 'Noix de coco râpée non sucrée' },
        quantity: { en: '15 g', fr: '15 g' },
      },
      { name: { en: 'Fresh cilantro', fr: 'Coriandre fraîche' }, quantity: { en: '10 g', fr: '10 g' } },
    ],
    nutrition: {
      calories: 740,
      fatG: 32,
      saturatedFatG: 22,
      transFatG: 0,
      cholesterolMg: 215,
      sodiumMg: 1020,
      carbsG: 80,
      fibreG: 5,
      sugarsG: 8,
      proteinG: 33,
    },
    steps: [
      {
        title: { en: 'Cook the rice', fr: 'Cuire le riz' },
        body: {
          en: 'Rinse the rice and bring it to a boil in a small saucepan with 250 ml water and a pinch of salt. Cover and simmer over low heat 12 minutes, then let stand, covered, off the heat.',
          fr: "Rincer le riz et le porter à ébullition dans une petite casserole avec 250 ml d'eau et une pincée de sel. Couvrir et laisser mijoter 12 minutes à feu doux, puis laisser reposer hors du feu, à couvert.",
        },
      },
      {
        title: { en: 'Toast the coconut', fr: 'Griller la noix de coco' },
        body: {
          en: "Toast the shredded coconut in a large dry skillet over medium heat 2 minutes, stirring constantly, until golden. Transfer to a small bowl right away so it doesn't burn.",
          fr: "Dans une grande poêle sèche, griller la noix de coco râpée à feu moyen 2 minutes en remuant sans arrêt, jusqu'à ce qu'elle soit dorée. La transférer aussitôt dans un petit bol pour éviter qu'elle brûle.",
        },
      },
      {
        title: { en: 'Sear the shrimp', fr: 'Saisir les crevettes' },
        body: {
          en: 'Pat the shrimp dry and season lightly. Heat 1 tbsp oil from your pantry in the skillet over high heat and sear the shrimp 1 minute per side, just until pink. Add the grated garlic and ginger for the last 30 seconds, then transfer everything to a plate.',
          fr: "Éponger les crevettes et les saler légèrement. Dans la poêle, chauffer 1 c. à soupe d'huile de votre garde-manger à feu vif et saisir les crevettes 1 minute de chaque côté, le temps qu'elles rosissent. Ajouter l'ail et le gingembre râpés pendant les 30 dernières secondes, puis tout réserver dans une assiette.",
        },
      },
      {
        title: { en: 'Simmer the coconut sauce', fr: 'Préparer la sauce coco' },
        body: {
          en: 'Lower the heat to medium. Add the sliced pepper and snap peas and cook 2 minutes. Pour in the coconut milk, fish sauce, sambal and the zest of 1 lime and simmer 3 minutes. Return the shrimp and cook 1 to 2 minutes more, until opaque throughout (70 °C). Stir in the juice of 1 lime.',
          fr: "Réduire à feu moyen. Ajouter le poivron émincé et les pois sucrés, puis cuire 2 minutes. Verser le lait de coco, la sauce de poisson, le sambal et le zeste d'une lime, puis laisser mijoter 3 minutes. Remettre les crevettes et poursuivre la cuisson de 1 à 2 minutes, jusqu'à ce qu'elles soient opaques (70 °C). Ajouter le jus d'une lime.",
        },
      },
      {
        title: { en: 'Serve', fr: 'Servir' },
        body: {
          en: 'Divide the rice between bowls and spoon over the shrimp and sauce. Top with the toasted coconut, cilantro and lime wedges from the second lime.',
          fr: 'Répartir le riz dans les bols et le napper de crevettes et de sauce. Garnir de noix de coco grillée, de coriandre et de quartiers de la deuxième lime.',
        },
      },
    ],
  },
  {
    key: 'shakshuka-feta-crusty-bread',
    kind: 'rtc',
    family: 'breakfast',
    picture: {
      form: 'shakshuka',
      base: 'country_bread',
      sauce: '#C8321E',
      foods: ['baked_egg', 'red_pepper', 'spinach', 'feta', 'parsley'],
    },
    name: { en: 'Shakshuka with Feta & Crusty Bread', fr: 'Shakshuka à la feta et pain de campagne' },
    description: {
      en: 'Eggs are gently poached in a spiced sauce of tomatoes, red pepper and onion fragrant with cumin, smoked paprika and a touch of harissa. Crumbled feta, fresh parsley and thick slices of toasted country bread for mopping make it a brunch that works just as well for supper.',
      fr: "Les œufs pochent tout doucement dans une sauce aux tomates, au poivron rouge et à l'oignon, parfumée au cumin et au paprika fumé, et relevée d'une touche de harissa. De la feta émiettée, du persil frais et d'épaisses tranches de pain de campagne grillé pour saucer : un brunch qui fait aussi un excellent souper.",
    },
    difficulty: 'easy',
    prepMinutes: 25,
    pricePerServingCents: 1049,
    tags: ['vegetarian'],
    spiceLevel: 1,
    ingredients: [
      { name: { en: 'Eggs', fr: 'Œufs' }, quantity: { en: '4', fr: '4' }, allergens: ['eggs'] },
      {
        name: { en: 'Crushed tomatoes', fr: 'Tomates broyées' },
        quantity: { en: '1 can (398 ml)', fr: '1 boîte (398 ml)' },
      },
      { name: { en: 'Red bell pepper', fr: 'Poivron rouge' }, quantity: { en: '1', fr: '1' } },
      { name: { en: 'Yellow onion', fr: 'Oignon jaune' }, quantity: { en: '1', fr: '1' } },
      { name: { en: 'Garlic', fr: 'Ail' }, quantity: { en: '3 cloves', fr: '3 gousses' } },
      {
        name: {
          en: 'Spice blend (cumin, smoked paprika, caraway)',
          fr: "Mélange d'épices (cumin, paprika fumé, carvi)",
        },
        quantity: { en: '2 tsp', fr: '2 c. à thé' },
      },
      { name: { en: 'Harissa', fr: 'Harissa' }, quantity: { en: '1 tsp', fr: '1 c. à thé' } },
      { name: { en: 'Baby spinach', fr: 'Bébés épinards' }, quantity: { en: '60 g', fr: '60 g' } },
      {
        name: { en: 'Feta, crumbled', fr: 'Feta émiettée' },
        quantity: { en: '60 g', fr: '60 g' },
        allergens: ['milk'],
      },
      { name: { en: 'Fresh flat-leaf parsley', fr: 'Persil plat frais' }, quantity: { en: '10 g', fr: '10 g' } },
      {
        name: { en: 'Country bread', fr: 'Pain de campagne' },
        quantity: { en: '4 slices', fr: '4 tranches' },
        allergens: ['wheat'],
      },
      { name: { en: 'Olive oil', fr: "Huile d'olive" }, quantity: { en: '2 tbsp', fr: '2 c. à soupe' } },
    ],
    nutrition: {
      calories: 670,
      fatG: 32,
      saturatedFatG: 9.5,
      transFatG: 0.1,
      cholesterolMg: 395,
      sodiumMg: 1080,
      carbsG: 67,
      fibreG: 8,
      sugarsG: 15,
      proteinG: 30,
    },
    steps: [
      {
        title: { en: 'Soften the peppers and onion', fr: "Attendrir le poivron et l'oignon" },
        body: {
          en: 'Thinly slice the onion and pepper and mince the garlic. Heat 1 tbsp oil in a 25 cm skillet over medium heat and cook the onion and pepper 7 to 8 minutes, until soft and sweet. Add the garlic, spices and harissa and cook 1 minute.',
          fr: "Émincer finement l'oignon et le poivron, puis hacher l'ail. Dans une poêle de 25 cm, chauffer 1 c. à soupe d'huile à feu moyen et y cuire l'oignon et le poivron de 7 à 8 minutes, jusqu'à ce qu'ils soient tendres et sucrés. Ajouter l'ail, les épices et la harissa, puis cuire 1 minute.",
        },
      },
      {
        title: { en: 'Simmer the sauce', fr: 'Faire mijoter la sauce' },
        body: {
          en: 'Pour in the tomatoes and 60 ml water, season with salt and simmer 6 to 8 minutes, stirring occasionally, until slightly thickened. Stir in the spinach until it wilts.',
          fr: "Verser les tomates et 60 ml d'eau, saler et laisser mijoter de 6 à 8 minutes en remuant de temps à autre, jusqu'à ce que la sauce épaississe légèrement. Incorporer les épinards jusqu'à ce qu'ils tombent.",
        },
      },
      {
        title: { en: 'Poach the eggs', fr: 'Pocher les œufs' },
        body: {
          en: 'Make 4 wells in the sauce with the back of a spoon and crack an egg into each. Cover and cook over medium-low heat 6 to 8 minutes, until the whites are completely set and the yolks are cooked to your liking; for firm yolks, allow a few minutes more.',
          fr: "Creuser 4 puits dans la sauce avec le dos d'une cuillère et y casser un œuf dans chacun. Couvrir et cuire à feu moyen-doux de 6 à 8 minutes, jusqu'à ce que les blancs soient complètement pris et les jaunes cuits à votre goût ; prolonger de quelques minutes pour des jaunes fermes.",
        },
      },
      {
        title: { en: 'Toast the bread', fr: 'Griller le pain' },
        body: {
          en: 'While the eggs cook, brush the bread with the remaining oil and toast in a skillet or under the broiler until golden and crisp on the edges.',
          fr: "Pendant la cuisson des œufs, badigeonner le pain du reste de l'huile et le faire griller à la poêle ou sous le gril, jusqu'à ce qu'il soit doré et croustillant sur les bords.",
        },
      },
      {
        title: { en: 'Serve from the pan', fr: 'Servir dans la poêle' },
        body: {
          en: 'Scatter the feta and chopped parsley over the shakshuka and bring the pan to the table with the toasted bread for dipping.',
          fr: 'Parsemer la shakshuka de feta et de persil haché, puis apporter la poêle à table avec le pain grillé pour saucer.',
        },
      },
    ],
  },
  {
    key: 'sweet-chili-pork-meatballs-jasmine-rice',
    kind: 'rtc',
    family: 'rice_bowl',
    picture: { form: 'bowl', base: 'rice', foods: ['pork_meatballs', 'bok_choy', 'green_onion', 'sesame', 'lime'] },
    name: {
      en: 'Sweet Chili Pork Meatballs with Jasmine Rice',
      fr: 'Boulettes de porc à la sauce chili douce et riz jasmin',
    },
    description: {
      en: 'Tender pork meatballs flecked with green onion and garlic are browned all over, then rolled in a sticky sweet chili and soy glaze. Served with jasmine rice and baby bok choy, with lime to brighten every bite.',
      fr: "De tendres boulettes de porc relevées d'oignon vert et d'ail sont dorées de tous les côtés, puis roulées dans une laque collante à la sauce chili douce et à la sauce soya. Servies avec du riz jasmin et des bok choy miniatures, et un trait de lime pour réveiller chaque bouchée.",
    },
    difficulty: 'easy',
    prepMinutes: 30,
    pricePerServingCents: 1149,
    tags: ['meat_and_fish', 'high_protein'],
    spiceLevel: 1,
    ingredients: [
      { name: { en: 'Lean ground pork', fr: 'Porc haché maigre' }, quantity: { en: '300 g', fr: '300 g' } },
      {
        name: { en: 'Panko breadcrumbs', fr: 'Chapelure panko' },
        quantity: { en: '30 g', fr: '30 g' },
        allergens: ['wheat'],
      },
      { name: { en: 'Egg', fr: 'Œuf' }, quantity: { en: '1', fr: '1' }, allergens: ['eggs'] },
      { name: { en: 'Green onions', fr: 'Oignons verts' }, quantity: { en: '3', fr: '3' } },
      { name: { en: 'Garlic', fr: 'Ail' }, quantity: { en: '2 cloves', fr: '2 gousses' } },
      { name: { en: 'Thai sweet chili sauce', fr: 'Sauce chili douce thaïe' }, quantity: { en: '80 ml', fr: '80 ml' } },
      {
        name: { en: 'Sodium-reduced soy sauce', fr: 'Sauce soya réduite en sodium' },
        quantity: { en: '1 tbsp', fr: '1 c. à soupe' },
        allergens: ['soy', 'wheat'],
      },
      { name: { en: 'Jasmine rice', fr: 'Riz jasmin' }, quantity: { en: '150 g', fr: '150 g' } },
      { name: { en: 'Baby bok choy', fr: 'Bok choy miniatures' }, quantity: { en: '2', fr: '2' } },
      { name: { en: 'Lime', fr: 'Lime' }, quantity: { en: '1', fr: '1' } },
      {
        name: { en: 'Sesame seeds', fr: 'Graines de sésame' },
        quantity: { en: '1 tsp', fr: '1 c. à thé' },
        allergens: ['sesame'],
      },
      { name: { en: 'Canola oil', fr: 'Huile de canola' }, quantity: { en: '1 tbsp', fr: '1 c. à soupe' } },
    ],
    nutrition: {
      calories: 770,
      fatG: 25,
      saturatedFatG: 7,
      transFatG: 0.2,
      cholesterolMg: 165,
      sodiumMg: 1020,
      carbsG: 97,
      fibreG: 3,
      sugarsG: 22,
      proteinG: 40,
    },
    steps: [
      {
        title: { en: 'Start the rice', fr: 'Lancer le riz' },
        body: {
          en: 'Rinse the rice and bring it to a boil in a small saucepan with 250 ml water and a pinch of salt. Cover and simmer over low heat 12 minutes, then let stand, covered, off the heat.',
          fr: "Rincer le riz et le porter à ébullition dans une petite casserole avec 250 ml d'eau et une pincée de sel. Couvrir et laisser mijoter 12 minutes à feu doux, puis laisser reposer hors du feu, à couvert.",
        },
      },
      {
        title: { en: 'Shape the meatballs', fr: 'Façonner les boulettes' },
        body: {
          en: 'Finely slice the green onions, keeping the dark green tops separate for garnish. In a bowl, combine the pork, panko, egg, grated garlic, the white and light green onion and ½ tsp salt. Mix with your hands just until combined and shape into 12 balls, about 3 cm each.',
          fr: "Émincer finement les oignons verts en réservant les tiges vert foncé pour la garniture. Dans un bol, mélanger le porc, la chapelure, l'œuf, l'ail râpé, le blanc et le vert pâle des oignons et ½ c. à thé de sel. Mélanger avec les mains juste assez pour combiner, puis façonner 12 boulettes d'environ 3 cm.",
        },
      },
      {
        title: { en: 'Brown the meatballs', fr: 'Dorer les boulettes' },
        body: {
          en: 'Heat the oil in a large non-stick skillet over medium heat. Cook the meatballs 8 to 10 minutes, rolling them every couple of minutes, until browned on all sides and 71 °C in the centre.',
          fr: "Dans une grande poêle antiadhésive, chauffer l'huile à feu moyen. Cuire les boulettes de 8 à 10 minutes en les roulant toutes les deux minutes, jusqu'à ce qu'elles soient dorées de tous les côtés et atteignent 71 °C au centre.",
        },
      },
      {
        title: { en: 'Cook the bok choy', fr: 'Cuire les bok choy' },
        body: {
          en: 'Push the meatballs to one side. Add the bok choy, halved lengthwise, cut-side down with 2 tbsp water, cover and steam 2 to 3 minutes, until the stems are just tender. Transfer the bok choy to plates.',
          fr: "Pousser les boulettes d'un côté de la poêle. Ajouter les bok choy coupés en deux sur la longueur, côté coupé vers le bas, avec 2 c. à soupe d'eau. Couvrir et cuire à la vapeur de 2 à 3 minutes, jusqu'à ce que les tiges soient tout juste tendres. Déposer les bok choy dans les assiettes.",
        },
      },
      {
        title: { en: 'Glaze and serve', fr: 'Laquer et servir' },
        body: {
          en: 'Add the sweet chili sauce, soy sauce and a squeeze of lime to the meatballs and simmer 1 to 2 minutes, rolling them until thickly glazed. Serve over the rice with the bok choy, sprinkled with sesame seeds and green onion tops, and lime wedges on the side.',
          fr: "Ajouter la sauce chili douce, la sauce soya et un filet de jus de lime aux boulettes, puis laisser mijoter de 1 à 2 minutes en les roulant jusqu'à ce qu'elles soient bien laquées. Servir sur le riz avec les bok choy, parsemer de graines de sésame et de vert d'oignon, et accompagner de quartiers de lime.",
        },
      },
    ],
  },
  {
    key: 'mediterranean-stuffed-peppers-quinoa',
    kind: 'rtc',
    family: 'roast',
    picture: { form: 'plate', foods: ['stuffed_pepper', 'spinach', 'tzatziki', 'lemon'] },
    name: { en: 'Mediterranean Stuffed Peppers with Quinoa', fr: 'Poivrons farcis au quinoa, à la méditerranéenne' },
    description: {
      en: 'Sweet bell pepper halves are roasted until tender, then filled with lemony quinoa, chickpeas, cherry tomatoes, spinach and Kalamata olives. Topped with feta that turns golden in the oven, and a cool spoonful of tzatziki to finish.',
      fr: "Des demi-poivrons rôtis jusqu'à ce qu'ils soient tendres sont farcis de quinoa citronné, de pois chiches, de tomates cerises, d'épinards et d'olives Kalamata. On les couronne de feta qui dore au four et on termine avec une cuillerée de tzatziki bien frais.",
    },
    difficulty: 'moderate',
    prepMinutes: 30,
    pricePerServingCents: 1149,
    tags: ['vegetarian'],
    spiceLevel: 0,
    ingredients: [
      {
        name: { en: 'Large red or yellow bell peppers', fr: 'Gros poivrons rouges ou jaunes' },
        quantity: { en: '2', fr: '2' },
      },
      { name: { en: 'Quinoa', fr: 'Quinoa' }, quantity: { en: '100 g', fr: '100 g' } },
      { name: { en: 'Chickpeas, drained', fr: 'Pois chiches égouttés' }, quantity: { en: '200 g', fr: '200 g' } },
      { name: { en: 'Cherry tomatoes', fr: 'Tomates cerises' }, quantity: { en: '150 g', fr: '150 g' } },
      {
        name: { en: 'Kalamata olives, pitted', fr: 'Olives Kalamata dénoyautées' },
        quantity: { en: '40 g', fr: '40 g' },
      },
      { name: { en: 'Baby spinach', fr: 'Bébés épinards' }, quantity: { en: '60 g', fr: '60 g' } },
      { name: { en: 'Garlic', fr: 'Ail' }, quantity: { en: '2 cloves', fr: '2 gousses' } },
      { name: { en: 'Dried oregano', fr: 'Origan séché' }, quantity: { en: '1 tsp', fr: '1 c. à thé' } },
      { name: { en: 'Lemon', fr: 'Citron' }, quantity: { en: '1', fr: '1' } },
      {
        name: { en: 'Feta, crumbled', fr: 'Feta émiettée' },
        quantity: { en: '80 g', fr: '80 g' },
        allergens: ['milk'],
      },
      { name: { en: 'Tzatziki', fr: 'Tzatziki' }, quantity: { en: '80 ml', fr: '80 ml' }, allergens: ['milk'] },
      { name: { en: 'Olive oil', fr: "Huile d'olive" }, quantity: { en: '1 tbsp', fr: '1 c. à soupe' } },
    ],
    nutrition: {
      calories: 640,
      fatG: 28,
      saturatedFatG: 10,
      transFatG: 0.3,
      cholesterolMg: 40,
      sodiumMg: 1050,
      carbsG: 72,
      fibreG: 14,
      sugarsG: 13,
      proteinG: 26,
    },
    steps: [
      {
        title: { en: 'Roast the pepper shells', fr: 'Rôtir les demi-poivrons' },
        body: {
          en: 'Preheat the oven to 220 °C (425 °F). Halve the peppers lengthwise through the stem and remove the seeds and ribs. Rub with half the oil, season and roast cut-side down on a parchment-lined baking sheet 12 minutes, until starting to soften.',
          fr: "Préchauffer le four à 220 °C (425 °F). Couper les poivrons en deux sur la longueur en passant par la queue, puis retirer les graines et les membranes. Les badigeonner de la moitié de l'huile, saler, poivrer et les rôtir côté coupé vers le bas sur une plaque tapissée de papier parchemin pendant 12 minutes, jusqu'à ce qu'ils commencent à ramollir.",
        },
      },
      {
        title: { en: 'Cook the quinoa', fr: 'Cuire le quinoa' },
        body: {
          en: 'Rinse the quinoa well in a fine sieve to remove any bitterness. Bring it to a boil with 250 ml water and a pinch of salt, then cover and simmer over low heat 13 to 15 minutes, until the water is absorbed and little spirals appear around each grain.',
          fr: "Bien rincer le quinoa dans une passoire fine pour en retirer l'amertume. Le porter à ébullition avec 250 ml d'eau et une pincée de sel, puis couvrir et laisser mijoter à feu doux de 13 à 15 minutes, jusqu'à ce que l'eau soit absorbée et qu'un petit germe en spirale se détache de chaque grain.",
        },
      },
      {
        title: { en: 'Make the filling', fr: 'Préparer la farce' },
        body: {
          en: 'Heat the rest of the oil in a skillet over medium heat and cook the minced garlic and oregano 30 seconds. Add the chickpeas, quartered tomatoes and spinach and cook 2 minutes, until the spinach wilts. Stir in the quinoa, chopped olives, the lemon zest and half its juice. Season and fold in half the feta.',
          fr: "Dans une poêle, chauffer le reste de l'huile à feu moyen et y cuire l'ail haché et l'origan 30 secondes. Ajouter les pois chiches, les tomates coupées en quatre et les épinards, puis cuire 2 minutes, jusqu'à ce que les épinards tombent. Incorporer le quinoa, les olives hachées, le zeste du citron et la moitié de son jus. Rectifier l'assaisonnement et ajouter la moitié de la feta.",
        },
      },
      {
        title: { en: 'Stuff and bake', fr: 'Farcir et cuire' },
        body: {
          en: 'Turn the peppers cut-side up and pack with the filling, mounding it generously. Top with the remaining feta and bake 10 minutes, until the cheese is golden at the edges.',
          fr: "Retourner les poivrons côté coupé vers le haut et les farcir généreusement en formant un dôme. Parsemer du reste de la feta et cuire au four 10 minutes, jusqu'à ce que le fromage soit doré sur les bords.",
        },
      },
      {
        title: { en: 'Serve', fr: 'Servir' },
        body: {
          en: 'Serve two halves per person with a spoonful of tzatziki and a wedge of the remaining lemon. Any leftover filling is lovely on the side.',
          fr: "Servir deux demi-poivrons par personne avec une cuillerée de tzatziki et un quartier du citron restant. S'il reste de la farce, on la sert à côté.",
        },
      },
    ],
  },
  {
    key: 'jerk-chicken-rice-and-peas',
    kind: 'rtc',
    family: 'rice_bowl',
    picture: {
      form: 'bowl',
      base: 'rice_and_peas',
      foods: ['chicken_thighs', 'mango', 'green_onion', 'cilantro', 'lime'],
    },
    name: { en: 'Jerk Chicken with Rice & Peas', fr: 'Poulet jerk, riz et pois à la jamaïcaine' },
    description: {
      en: 'Chicken thighs are rubbed with a fiery jerk paste of Scotch bonnet, allspice and thyme, then seared until charred and sticky. Alongside: Jamaican rice and peas, which is rice simmered with red kidney beans, coconut milk and green onion, plus a cooling mango-lime salsa.',
      fr: "Des hauts de cuisse de poulet frottés d'une pâte jerk bien relevée au piment Scotch bonnet, au piment de la Jamaïque et au thym sont saisis jusqu'à ce qu'ils soient grillés et laqués. En accompagnement, le fameux riz et pois jamaïcain, un riz mijoté avec des haricots rouges, du lait de coco et de l'oignon vert, et une salsa rafraîchissante à la mangue et à la lime.",
    },
    difficulty: 'moderate',
    prepMinutes: 30,
    pricePerServingCents: 1249,
    tags: ['meat_and_fish', 'high_protein'],
    spiceLevel: 2,
    ingredients: [
      {
        name: { en: 'Boneless, skinless chicken thighs', fr: 'Hauts de cuisse de poulet désossés, sans peau' },
        quantity: { en: '360 g', fr: '360 g' },
      },
      {
        name: { en: 'Jerk seasoning paste', fr: "Pâte d'assaisonnement jerk" },
        quantity: { en: '2 tbsp', fr: '2 c. à soupe' },
      },
      { name: { en: 'Long-grain white rice', fr: 'Riz blanc à grain long' }, quantity: { en: '120 g', fr: '120 g' } },
      {
        name: { en: 'Red kidney beans, drained', fr: 'Haricots rouges égouttés' },
        quantity: { en: '200 g', fr: '200 g' },
      },
      { name: { en: 'Coconut milk', fr: 'Lait de coco' }, quantity: { en: '125 ml', fr: '125 ml' } },
      { name: { en: 'Green onions', fr: 'Oignons verts' }, quantity: { en: '3', fr: '3' } },
      { name: { en: 'Garlic', fr: 'Ail' }, quantity: { en: '2 cloves', fr: '2 gousses' } },
      { name: { en: 'Fresh thyme', fr: 'Thym frais' }, quantity: { en: '3 sprigs', fr: '3 brins' } },
      { name: { en: 'Mango', fr: 'Mangue' }, quantity: { en: '1', fr: '1' } },
      { name: { en: 'Lime', fr: 'Lime' }, quantity: { en: '1', fr: '1' } },
      { name: { en: 'Fresh cilantro', fr: 'Coriandre fraîche' }, quantity: { en: '10 g', fr: '10 g' } },
      { name: { en: 'Canola oil', fr: 'Huile de canola' }, quantity: { en: '2 tsp', fr: '2 c. à thé' } },
    ],
    nutrition: {
      calories: 820,
      fatG: 29,
      saturatedFatG: 13,
      transFatG: 0.2,
      cholesterolMg: 170,
      sodiumMg: 960,
      carbsG: 91,
      fibreG: 10,
      sugarsG: 16,
      proteinG: 48,
    },
    steps: [
      {
        title: { en: 'Marinate the chicken', fr: 'Faire mariner le poulet' },
        body: {
          en: 'Rub the chicken thighs all over with the jerk paste and a pinch of salt. Wash your hands well afterwards, as the Scotch bonnet is potent. Let stand while you start the rice.',
          fr: "Frotter les hauts de cuisse de pâte jerk et d'une pincée de sel. Bien se laver les mains ensuite : le Scotch bonnet est puissant. Laisser reposer le temps de lancer le riz.",
        },
      },
      {
        title: { en: 'Simmer the rice and peas', fr: 'Cuire le riz et pois' },
        body: {
          en: 'Rinse the rice. In a saucepan, combine it with the coconut milk, 125 ml water, the rinsed beans, crushed garlic, thyme sprigs, the white part of the green onions and ½ tsp salt. Bring to a boil, cover and cook over low heat 18 minutes. Rest 5 minutes, remove the thyme stems and fluff.',
          fr: "Rincer le riz. Dans une casserole, le mélanger avec le lait de coco, 125 ml d'eau, les haricots rincés, l'ail écrasé, les brins de thym, le blanc des oignons verts et ½ c. à thé de sel. Porter à ébullition, couvrir et cuire à feu doux 18 minutes. Laisser reposer 5 minutes, retirer les tiges de thym et égrainer à la fourchette.",
        },
      },
      {
        title: { en: 'Sear the chicken', fr: 'Saisir le poulet' },
        body: {
          en: 'Heat the oil in a large skillet over medium-high heat. Cook the chicken 5 to 6 minutes per side, until deeply charred in places and 74 °C in the thickest part. Lower the heat if the paste starts to burn. Rest 3 minutes, then slice.',
          fr: "Dans une grande poêle, chauffer l'huile à feu moyen-vif. Cuire le poulet de 5 à 6 minutes de chaque côté, jusqu'à ce qu'il soit bien grillé par endroits et atteigne 74 °C dans la partie la plus épaisse. Baisser le feu si la pâte commence à brûler. Laisser reposer 3 minutes, puis trancher.",
        },
      },
      {
        title: { en: 'Make the mango salsa', fr: 'Préparer la salsa à la mangue' },
        body: {
          en: 'Dice the mango and toss it with the chopped cilantro, the sliced green onion tops, the juice of half the lime and a pinch of salt.',
          fr: "Couper la mangue en dés et la mélanger avec la coriandre hachée, le vert des oignons émincé, le jus d'une demi-lime et une pincée de sel.",
        },
      },
      {
        title: { en: 'Serve', fr: 'Servir' },
        body: {
          en: 'Spoon the rice and peas onto plates, add the sliced jerk chicken and top with the mango salsa. Serve with the remaining lime in wedges.',
          fr: 'Répartir le riz et pois dans les assiettes, ajouter le poulet jerk tranché et garnir de salsa à la mangue. Servir avec le reste de la lime en quartiers.',
        },
      },
    ],
  },
  {
    key: 'tofu-green-curry-vegetables',
    kind: 'rtc',
    family: 'curry',
    picture: {
      form: 'curry',
      base: 'rice',
      sauce: '#8FAE3E',
      foods: ['tofu', 'zucchini', 'red_pepper', 'green_beans', 'thai_basil', 'lime'],
    },
    name: { en: 'Tofu Green Curry with Vegetables', fr: 'Cari vert au tofu et aux légumes' },
    description: {
      en: 'Golden pan-fried tofu and crisp zucchini, red pepper and green beans simmer in a fragrant green curry made with a plant-based paste and coconut milk. Finished with Thai basil and lime and served over jasmine rice.',
      fr: 'Du tofu bien doré à la poêle et des légumes croquants, courgette, poivron rouge et haricots verts, mijotent dans un cari vert parfumé, préparé avec une pâte de cari végane et du lait de coco. Le tout est relevé de basilic thaï et de lime, et servi sur un riz jasmin.',
    },
    difficulty: 'easy',
    prepMinutes: 25,
    pricePerServingCents: 1149,
    tags: ['vegetarian', 'vegan'],
    spiceLevel: 2,
    ingredients: [
      { name: { en: 'Firm tofu', fr: 'Tofu ferme' }, quantity: { en: '300 g', fr: '300 g' }, allergens: ['soy'] },
      {
        name: { en: 'Vegan green curry paste', fr: 'Pâte de cari vert végane' },
        quantity: { en: '2 tbsp', fr: '2 c. à soupe' },
      },
      { name: { en: 'Coconut milk', fr: 'Lait de coco' }, quantity: { en: '200 ml', fr: '200 ml' } },
      { name: { en: 'Zucchini', fr: 'Courgette' }, quantity: { en: '1', fr: '1' } },
      { name: { en: 'Red bell pepper', fr: 'Poivron rouge' }, quantity: { en: '1', fr: '1' } },
      { name: { en: 'Green beans', fr: 'Haricots verts' }, quantity: { en: '100 g', fr: '100 g' } },
      {
        name: { en: 'Sodium-reduced soy sauce', fr: 'Sauce soya réduite en sodium' },
        quantity: { en: '1 tbsp', fr: '1 c. à soupe' },
        allergens: ['soy', 'wheat'],
      },
      { name: { en: 'Brown sugar', fr: 'Cassonade' }, quantity: { en: '1 tsp', fr: '1 c. à thé' } },
      { name: { en: 'Lime', fr: 'Lime' }, quantity: { en: '1', fr: '1' } },
      { name: { en: 'Thai basil', fr: 'Basilic thaï' }, quantity: { en: '10 g', fr: '10 g' } },
      { name: { en: 'Jasmine rice', fr: 'Riz jasmin' }, quantity: { en: '150 g', fr: '150 g' } },
      { name: { en: 'Canola oil', fr: 'Huile de canola' }, quantity: { en: '2 tsp', fr: '2 c. à thé' } },
    ],
    nutrition: {
      calories: 780,
      fatG: 38,
      saturatedFatG: 20,
      transFatG: 0,
      cholesterolMg: 0,
      sodiumMg: 880,
      carbsG: 83,
      fibreG: 6,
      sugarsG: 9,
      proteinG: 26,
    },
    steps: [
      {
        title: { en: 'Cook the rice', fr: 'Cuire le riz' },
        body: {
          en: 'Rinse the rice and bring it to a boil in a small saucepan with 250 ml water and a pinch of salt. Cover and simmer over low heat 12 minutes, then let stand, covered, off the heat.',
          fr: "Rincer le riz et le porter à ébullition dans une petite casserole avec 250 ml d'eau et une pincée de sel. Couvrir et laisser mijoter 12 minutes à feu doux, puis laisser reposer hors du feu, à couvert.",
        },
      },
      {
        title: { en: 'Brown the tofu', fr: 'Dorer le tofu' },
        body: {
          en: 'Pat the tofu dry and cut into 2 cm cubes. Heat the oil in a large non-stick skillet over medium-high heat and cook the tofu 7 to 8 minutes, turning, until golden on several sides. Season with a pinch of salt and transfer to a plate.',
          fr: "Éponger le tofu et le couper en cubes de 2 cm. Dans une grande poêle antiadhésive, chauffer l'huile à feu moyen-vif et y cuire le tofu de 7 à 8 minutes en le retournant, jusqu'à ce qu'il soit doré sur plusieurs faces. Saler légèrement et réserver dans une assiette.",
        },
      },
      {
        title: { en: 'Bloom the curry paste', fr: 'Faire revenir la pâte de cari' },
        body: {
          en: 'Lower the heat to medium. Add the curry paste and 2 tbsp of the thick coconut cream from the top of the milk and fry 1 to 2 minutes, stirring, until fragrant and the oil starts to separate.',
          fr: "Réduire à feu moyen. Ajouter la pâte de cari et 2 c. à soupe de la crème épaisse qui se trouve sur le dessus du lait de coco, puis faire revenir de 1 à 2 minutes en remuant, jusqu'à ce que le mélange embaume et que l'huile commence à se séparer.",
        },
      },
      {
        title: { en: 'Simmer the vegetables', fr: 'Faire mijoter les légumes' },
        body: {
          en: 'Add the rest of the coconut milk, 80 ml water, the soy sauce and brown sugar. Bring to a simmer, add the trimmed green beans and cook 3 minutes, then add the sliced zucchini and pepper and cook 3 to 4 minutes more, until just tender.',
          fr: "Ajouter le reste du lait de coco, 80 ml d'eau, la sauce soya et la cassonade. Porter à frémissement, ajouter les haricots verts équeutés et cuire 3 minutes, puis ajouter la courgette et le poivron émincés et poursuivre la cuisson de 3 à 4 minutes, jusqu'à ce qu'ils soient tout juste tendres.",
        },
      },
      {
        title: { en: 'Finish and serve', fr: 'Terminer et servir' },
        body: {
          en: 'Return the tofu to the curry and simmer 1 minute. Off the heat, stir in the basil leaves and the juice of half the lime, then taste and adjust with more lime or soy sauce. Serve over the rice with lime wedges.',
          fr: "Remettre le tofu dans le cari et laisser mijoter 1 minute. Hors du feu, ajouter les feuilles de basilic et le jus d'une demi-lime, puis goûter et rectifier avec un peu de lime ou de sauce soya. Servir sur le riz, avec des quartiers de lime.",
        },
      },
    ],
  },
];

export default meals;
