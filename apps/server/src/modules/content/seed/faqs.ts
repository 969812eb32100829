import type { FaqCategorySeed } from './types.ts';

const categories: FaqCategorySeed[] = [
  // ---------------------------------------------------------------------------------------------
  {
    friendlyId: 'getting-started',
    name: { en: 'Getting started', fr: 'Pour commencer' },
    listFaqsOnPages: ['home', 'how-it-works'],
    faqs: [
      {
        question: { en: 'What is Field & Plate?', fr: 'C’est quoi, Field & Plate?' },
        answer: {
          en: 'Field & Plate delivers ready-to-cook meal kits (most ready in about 30 minutes or less), ready-to-eat meals that heat in about 2 minutes, and more than 150 market items, straight to your door.\n\nEverything is prepared in our own kitchens in Vancouver, Calgary, Toronto and Montréal, with local Canadian ingredients whenever possible, and delivered by our own couriers.',
          fr: 'Field & Plate livre à votre porte des boîtes repas prêt-à-cuisiner (prêtes pour la plupart en 30 minutes ou moins), des plats prêts à manger qui se réchauffent en 2 minutes environ et plus de 150 produits du marché.\n\nTout est préparé dans nos propres cuisines, à Vancouver, à Calgary, à Toronto et à Montréal, avec des ingrédients d’ici chaque fois que c’est possible, puis livré par nos propres livreurs.',
        },
      },
      {
        question: { en: 'How do I sign up?', fr: 'Comment est-ce que je m’inscris?' },
        answer: {
          en: 'Go to [our plans](/signup/plans/), choose the plan that suits your household, enter your delivery address and pick your first meals. It takes a few minutes, and you can change everything later in [your account](/account).',
          fr: 'Rendez-vous sur la page [des forfaits](/fr/inscription/forfaits/), choisissez celui qui convient à votre foyer, entrez votre adresse de livraison et sélectionnez vos premiers repas. Ça prend quelques minutes, et vous pourrez tout modifier plus tard dans [votre compte](/fr/compte).',
        },
      },
      {
        question: { en: 'Which plan is right for me?', fr: 'Quel forfait me convient?' },
        answer: {
          en: 'Like to cook? Choose a ready-to-cook plan for 2 people, or for 4 people (our family plan), with 2 to 5 recipes a week.\n\nShort on time? A ready-to-eat plan gives you 4 to 14 meals a week that heat in about 2 minutes. You can change your plan size before any weekly cutoff.',
          fr: 'Vous aimez cuisiner? Optez pour un forfait prêt-à-cuisiner pour 2 personnes, ou pour 4 personnes (notre forfait familial), de 2 à 5 recettes par semaine.\n\nVous manquez de temps? Le forfait prêt-à-manger vous offre de 4 à 14 repas par semaine, prêts en 2 minutes environ. Vous pouvez modifier la taille de votre forfait avant chaque date limite.',
        },
      },
      {
        question: { en: 'Do you deliver to my area?', fr: 'Livrez-vous chez moi?' },
        answer: {
          en: 'We deliver to more than 130 cities in British Columbia (Metro Vancouver, Fraser Valley, Victoria, Okanagan), Alberta (Calgary, Edmonton and area), Ontario (Greater Toronto, Hamilton, Ottawa, Kitchener-Waterloo) and Québec (Montréal, Laval, Longueuil, Québec City).\n\nEnter your postal code at sign-up to check. If we are not in your area yet, see [what you can do](/no-delivery).',
          fr: 'Nous livrons dans plus de 130 villes au Québec (Montréal, Laval, Longueuil, ville de Québec), en Ontario (Grand Toronto, Hamilton, Ottawa, Kitchener-Waterloo), en Alberta (Calgary, Edmonton et les environs) et en Colombie-Britannique (Grand Vancouver, vallée du Fraser, Victoria, Okanagan).\n\nEntrez votre code postal à l’inscription pour vérifier. Si nous ne desservons pas encore votre secteur, voyez [ce que vous pouvez faire](/fr/hors-zone).',
        },
      },
      {
        question: {
          en: 'Do I have to commit to a number of weeks?',
          fr: 'Est-ce que je dois m’engager pour plusieurs semaines?',
        },
        answer: {
          en: 'No. There is no commitment: skip any week, pause for as long as you like or cancel at any time from your account, before the weekly cutoff.',
          fr: 'Non, aucun engagement. Vous pouvez sauter une semaine, faire une pause aussi longue que vous le voulez ou annuler en tout temps dans votre compte, avant la date limite de la semaine.',
        },
      },
      {
        question: { en: 'Is there a welcome offer?', fr: 'Y a-t-il une offre de bienvenue?' },
        answer: {
          en: 'Yes. Your first order gets up to 50% off and free delivery, and new subscribers receive 2 free meals on their first order. First-order offers are limited to one per household.',
          fr: 'Oui! Votre première commande profite d’un rabais allant jusqu’à 50 % et de la livraison gratuite, et les nouveaux abonnés reçoivent 2 repas gratuits. Les offres de première commande sont limitées à une par foyer.',
        },
      },
    ],
  },
  // ---------------------------------------------------------------------------------------------
  {
    friendlyId: 'menu-and-meals',
    name: { en: 'Menu and meals', fr: 'Menu et repas' },
    listFaqsOnPages: ['menu', 'ready-to-eat'],
    faqs: [
      {
        question: {
          en: 'How many meals are on the menu each week?',
          fr: 'Combien de repas y a-t-il au menu chaque semaine?',
        },
        answer: {
          en: 'About 35, with new recipes every week. Take a look at [this week’s menu](/menu/this-week).',
          fr: 'Environ 35, avec de nouvelles recettes chaque semaine. Jetez un coup d’œil au [menu de la semaine](/fr/menu/semaine).',
        },
      },
      {
        question: {
          en: 'What is the difference between ready-to-cook and ready-to-eat?',
          fr: 'Quelle est la différence entre le prêt-à-cuisiner et le prêt-à-manger?',
        },
        answer: {
          en: 'Ready-to-cook meal kits contain pre-portioned ingredients and a step-by-step recipe: you do the cooking, usually in about 30 minutes or less.\n\nReady-to-eat meals are fully cooked in our kitchens: you just heat them for about 2 minutes. Learn more about [ready-to-eat](/ready-to-eat).',
          fr: 'Les boîtes repas prêt-à-cuisiner contiennent des ingrédients déjà portionnés et une recette étape par étape : c’est vous qui cuisinez, habituellement en 30 minutes ou moins.\n\nLes plats prêts à manger sont entièrement cuisinés chez nous : vous n’avez qu’à les réchauffer environ 2 minutes. Découvrez le [prêt-à-manger](/fr/pret-a-manger).',
        },
      },
      {
        question: {
          en: 'Which dietary preferences do you offer?',
          fr: 'Quelles préférences alimentaires offrez-vous?',
        },
        answer: {
          en: 'You can choose vegetarian, vegan, family friendly, meat and fish, premium, keto and high protein. We use your preferences to suggest meals, and you can always pick anything on the menu.\n\nThese labels help you choose; they are not medical advice.',
          fr: 'Vous pouvez choisir végétarien, végane, familial, viande et poisson, haut de gamme, céto ou riche en protéines. On se sert de vos préférences pour vous suggérer des repas, mais vous pouvez toujours choisir n’importe quoi au menu.\n\nCes mentions servent à vous guider; elles ne constituent pas un avis médical.',
        },
      },
      {
        question: {
          en: 'Are your meals safe if I have a food allergy?',
          fr: 'Vos repas conviennent-ils si j’ai une allergie alimentaire?',
        },
        answer: {
          en: 'All our kits and meals are packed in a facility that handles all priority food allergens, so we cannot guarantee that any meal is free of a given allergen.\n\nEach recipe lists its ingredients and allergens: please check them before ordering. If you have a severe allergy, our service may not be right for you.',
          fr: 'Toutes nos boîtes et tous nos plats sont emballés dans une installation où l’on manipule l’ensemble des allergènes alimentaires prioritaires. Nous ne pouvons donc pas garantir qu’un repas est exempt d’un allergène donné.\n\nChaque recette indique ses ingrédients et ses allergènes : vérifiez-les avant de commander. Si vous souffrez d’une allergie grave, notre service pourrait ne pas vous convenir.',
        },
      },
      {
        question: { en: 'Where do your ingredients come from?', fr: 'D’où viennent vos ingrédients?' },
        answer: {
          en: 'From local Canadian farms and producers whenever possible. Our teams then portion and prepare everything in our own kitchens in Vancouver, Calgary, Toronto and Montréal.',
          fr: 'De fermes et de producteurs d’ici, chaque fois que c’est possible. Nos équipes les portionnent et les préparent ensuite dans nos propres cuisines, à Vancouver, à Calgary, à Toronto et à Montréal.',
        },
      },
      {
        question: { en: 'How long will my food keep?', fr: 'Combien de temps mes aliments se conservent-ils?' },
        answer: {
          en: 'Put everything in the fridge when it arrives and use fresh ingredients within 4 days of delivery. Cooking the recipes with fish or seafood early in the week is a good habit.',
          fr: 'Rangez tout au frigo dès la livraison et utilisez les ingrédients frais dans les 4 jours. Un bon truc : cuisinez les recettes de poisson ou de fruits de mer en début de semaine.',
        },
      },
      {
        question: {
          en: 'Can I add groceries and extras to my order?',
          fr: 'Puis-je ajouter de l’épicerie et des extras à ma commande?',
        },
        answer: {
          en: 'Yes. Our market has more than 150 items (groceries, bakery items, snacks and add-ons) that you can add to your order until the weekly cutoff. They arrive in the same delivery as your meals.',
          fr: 'Oui. Notre marché compte plus de 150 produits (épicerie, boulangerie, collations et extras) que vous pouvez ajouter à votre commande jusqu’à la date limite. Ils arrivent dans la même livraison que vos repas.',
        },
      },
    ],
  },
  // ---------------------------------------------------------------------------------------------
  {
    friendlyId: 'delivery',
    name: { en: 'Delivery', fr: 'Livraison' },
    listFaqsOnPages: ['how-meal-kit-delivery-works', 'no-delivery'],
    faqs: [
      {
        question: { en: 'Which days do you deliver?', fr: 'Quels jours livrez-vous?' },
        answer: {
          en: 'From Sunday to Wednesday, depending on your area, within a time window such as 14:00–18:00 or 17:00–21:00. Your delivery day and window are shown in [your account](/account).',
          fr: 'Du dimanche au mercredi, selon votre secteur, pendant une plage horaire comme de 14 h à 18 h ou de 17 h à 21 h. Votre jour et votre plage de livraison sont indiqués dans [votre compte](/fr/compte).',
        },
      },
      {
        question: {
          en: 'Do I need to be home for my delivery?',
          fr: 'Dois-je être à la maison pour recevoir ma livraison?',
        },
        answer: {
          en: 'No. Your order is left at your door in an insulated cooler bag with ice packs that keeps food cold until 23:59 on delivery day. Just put everything in the fridge when you get home.',
          fr: 'Non. Votre commande est déposée à votre porte dans une glacière isotherme avec des blocs réfrigérants, qui garde les aliments au froid jusqu’à 23 h 59 le jour de la livraison. Vous n’avez qu’à tout ranger au frigo en rentrant.',
        },
      },
      {
        question: {
          en: 'How will I know my driver is on the way?',
          fr: 'Comment saurai-je que le livreur est en route?',
        },
        answer: {
          en: 'We send you a text message on delivery day when your driver is on the way. Make sure your mobile number is up to date in your account.',
          fr: 'On vous envoie un texto le jour de la livraison quand votre livreur est en route. Assurez-vous que votre numéro de cellulaire est à jour dans votre compte.',
        },
      },
      {
        question: { en: 'Who delivers my order?', fr: 'Qui livre ma commande?' },
        answer: {
          en: 'Our own couriers. Field & Plate drivers are our employees, not a third-party delivery app, and they also pick up your cooler bag and kits when you leave them out.',
          fr: 'Nos propres livreurs. Ce sont des employés de Field & Plate, pas ceux d’une application de livraison, et ce sont eux qui récupèrent votre glacière et vos trousses quand vous les laissez dehors.',
        },
      },
      {
        question: { en: 'How much is delivery?', fr: 'Combien coûte la livraison?' },
        answer: {
          en: 'Delivery is $8.99 per order and free on orders of $90 or more before tax. Your first delivery is free.',
          fr: 'La livraison coûte 8,99 $ par commande et elle est gratuite sur les commandes de 90 $ et plus avant taxes. Votre première livraison est offerte.',
        },
      },
      {
        question: {
          en: 'You don’t deliver to my address. What can I do?',
          fr: 'Vous ne livrez pas à mon adresse. Que puis-je faire?',
        },
        answer: {
          en: 'If you work inside our delivery area, you can have your order delivered to your workplace: the cooler bag keeps it cold until 23:59.\n\nYou can also join our waiting list by writing to [support@fieldandplate.ca](mailto:support@fieldandplate.ca) with your postal code, and we will let you know when we reach your area.',
          fr: 'Si vous travaillez dans notre zone de livraison, faites-vous livrer au bureau : la glacière garde votre commande au froid jusqu’à 23 h 59.\n\nVous pouvez aussi vous inscrire à notre liste d’attente en écrivant à [support@fieldandplate.ca](mailto:support@fieldandplate.ca) avec votre code postal. On vous fera signe dès qu’on livrera dans votre coin.',
        },
      },
      {
        question: {
          en: 'Something is missing or damaged. What should I do?',
          fr: 'Il manque quelque chose ou un produit est abîmé. Que faire?',
        },
        answer: {
          en: 'Contact us on delivery day or as soon as possible at [support@fieldandplate.ca](mailto:support@fieldandplate.ca) or [1-877-555-0142](tel:+18775550142), ideally with a photo. We will make it right with a replacement, a credit or a refund.',
          fr: 'Écrivez-nous le jour même ou le plus tôt possible à [support@fieldandplate.ca](mailto:support@fieldandplate.ca) ou appelez au [1-877-555-0142](tel:+18775550142), idéalement avec une photo à l’appui. On corrigera la situation par un remplacement, un crédit ou un remboursement.',
        },
      },
    ],
  },
  // ---------------------------------------------------------------------------------------------
  {
    friendlyId: 'orders-and-cutoff',
    name: { en: 'Orders and cutoff', fr: 'Commandes et date limite' },
    listFaqsOnPages: [],
    faqs: [
      {
        question: { en: 'What is the weekly cutoff?', fr: 'Qu’est-ce que la date limite hebdomadaire?' },
        answer: {
          en: 'It is the last moment to change, skip or pause a week’s order: **23:59 local time, five days before your delivery day**. For a Sunday delivery, for example, the cutoff is the Tuesday before at 23:59.',
          fr: 'C’est le dernier moment pour modifier, sauter ou mettre en pause la commande d’une semaine : **23 h 59, heure locale, cinq jours avant votre jour de livraison**. Par exemple, pour une livraison le dimanche, la date limite est le mardi précédent à 23 h 59.',
        },
      },
      {
        question: {
          en: 'Can I change my order after the cutoff?',
          fr: 'Puis-je modifier ma commande après la date limite?',
        },
        answer: {
          en: 'No. Once the cutoff has passed, the order is locked because we start buying and preparing your ingredients. The following week’s order stays editable, so you can make your changes there.',
          fr: 'Non. Une fois la date limite passée, la commande est verrouillée, puisqu’on commence à acheter et à préparer vos ingrédients. La commande de la semaine suivante, elle, reste modifiable.',
        },
      },
      {
        question: { en: 'How do I skip a week?', fr: 'Comment sauter une semaine?' },
        answer: {
          en: 'In [your account](/account), skip the week you want before its cutoff. Skipped weeks are not charged, and your next deliveries continue as planned.',
          fr: 'Dans [votre compte](/fr/compte), sautez la semaine voulue avant sa date limite. Les semaines sautées ne sont pas facturées, et vos livraisons suivantes se poursuivent normalement.',
        },
      },
      {
        question: { en: 'Can I plan several weeks ahead?', fr: 'Puis-je planifier plusieurs semaines à l’avance?' },
        answer: {
          en: 'Yes. You can choose meals or skip upcoming weeks in your account; each week simply locks at its own cutoff.',
          fr: 'Oui. Vous pouvez choisir vos repas ou sauter les semaines à venir dans votre compte; chaque semaine se verrouille simplement à sa propre date limite.',
        },
      },
      {
        question: { en: 'Is there a minimum order?', fr: 'Y a-t-il une commande minimale?' },
        answer: {
          en: 'Yes, the minimum order is $59. Delivery is free on orders of $90 or more before tax.',
          fr: 'Oui, la commande minimale est de 59 $. La livraison est gratuite à partir de 90 $ avant taxes.',
        },
      },
      {
        question: {
          en: 'Why is the cutoff five days before delivery?',
          fr: 'Pourquoi la date limite est-elle cinq jours avant la livraison?',
        },
        answer: {
          en: 'Those five days let us buy exactly what was ordered from our farms and producers, then portion and pack it fresh in our kitchens. It is also how we keep food waste low.',
          fr: 'Ces cinq jours nous permettent d’acheter exactement ce qui a été commandé auprès de nos fermes et producteurs, puis de tout portionner et emballer frais dans nos cuisines. C’est aussi comme ça qu’on limite le gaspillage alimentaire.',
        },
      },
    ],
  },
  // ---------------------------------------------------------------------------------------------
  {
    friendlyId: 'billing-and-pricing',
    name: { en: 'Billing and pricing', fr: 'Facturation et prix' },
    listFaqsOnPages: [],
    faqs: [
      {
        question: { en: 'How much does Field & Plate cost?', fr: 'Combien coûte Field & Plate?' },
        answer: {
          en: 'Meals start at $11.30 per serving and plans at $59 a week. Your price depends on your plan, the number of meals and servings, and any market items you add.',
          fr: 'Les repas sont offerts à partir de 11,30 $ la portion et les forfaits, à partir de 59 $ par semaine. Votre prix dépend de votre forfait, du nombre de repas et de portions, et des produits du marché que vous ajoutez.',
        },
      },
      {
        question: { en: 'When am I charged?', fr: 'Quand suis-je facturé?' },
        answer: {
          en: 'Each weekly order is charged once its cutoff has passed, 23:59 local time five days before delivery. Skipped and paused weeks are not charged.',
          fr: 'Chaque commande hebdomadaire est facturée une fois sa date limite passée, soit à 23 h 59 (heure locale) cinq jours avant la livraison. Les semaines sautées ou en pause ne sont pas facturées.',
        },
      },
      {
        question: { en: 'Are taxes included in the prices?', fr: 'Les taxes sont-elles incluses dans les prix?' },
        answer: {
          en: 'No. Applicable sales taxes (GST, HST, PST or QST) are added at checkout, based on your delivery address and the items in your order.',
          fr: 'Non. Les taxes de vente applicables (TPS, TVH, TVP ou TVQ) s’ajoutent à la commande, selon votre adresse de livraison et les articles commandés.',
        },
      },
      {
        question: { en: 'Do you store my credit card number?', fr: 'Conservez-vous mon numéro de carte de crédit?' },
        answer: {
          en: 'No. Your card details go directly to our payment processor; we only keep a secure token, the card brand, the last four digits and the expiry date. Read our [Privacy Policy](/privacy) for details.',
          fr: 'Non. Les renseignements de votre carte sont transmis directement à notre processeur de paiement; nous ne gardons qu’un jeton sécurisé, le type de carte, les quatre derniers chiffres et la date d’expiration. Pour en savoir plus, consultez notre [Politique de confidentialité](/fr/politiques).',
        },
      },
      {
        question: {
          en: 'What happens if my payment is declined?',
          fr: 'Que se passe-t-il si mon paiement est refusé?',
        },
        answer: {
          en: 'We let you know and may try again. If payment still fails, that week’s delivery may be cancelled and your subscription paused until you update your payment method in [your account](/account).',
          fr: 'On vous en informe et on peut tenter de nouveau le paiement. S’il est encore refusé, la livraison de la semaine peut être annulée et votre abonnement mis en pause jusqu’à ce que vous mettiez à jour votre mode de paiement dans [votre compte](/fr/compte).',
        },
      },
      {
        question: {
          en: 'How do promo codes and credits work?',
          fr: 'Comment fonctionnent les codes promo et les crédits?',
        },
        answer: {
          en: 'Account credits, such as referral credits, are applied automatically to your next orders. Promo codes follow the conditions shown in the offer and cannot be combined unless stated.\n\nCredits and codes have no cash value, and first-order offers are limited to one per household.',
          fr: 'Les crédits au compte, comme ceux du parrainage, s’appliquent automatiquement à vos prochaines commandes. Les codes promo suivent les conditions indiquées dans l’offre et ne sont pas cumulables, sauf mention contraire.\n\nCrédits et codes n’ont aucune valeur monétaire, et les offres de première commande sont limitées à une par foyer.',
        },
      },
      {
        question: {
          en: 'I think I was charged in error. What should I do?',
          fr: 'Je crois avoir été facturé par erreur. Que faire?',
        },
        answer: {
          en: 'Write to [support@fieldandplate.ca](mailto:support@fieldandplate.ca) or call [1-877-555-0142](tel:+18775550142). We will look into it promptly; approved refunds go back to your original payment method or, if you prefer, to your account as a credit.',
          fr: 'Écrivez à [support@fieldandplate.ca](mailto:support@fieldandplate.ca) ou appelez au [1-877-555-0142](tel:+18775550142). On vérifie rapidement; les remboursements accordés sont versés sur votre mode de paiement d’origine ou, si vous le préférez, sous forme de crédit à votre compte.',
        },
      },
    ],
  },
  // ---------------------------------------------------------------------------------------------
  {
    friendlyId: 'account-and-subscription',
    name: { en: 'Account and subscription', fr: 'Compte et abonnement' },
    listFaqsOnPages: [],
    faqs: [
      {
        question: { en: 'How do I pause my subscription?', fr: 'Comment mettre mon abonnement en pause?' },
        answer: {
          en: 'Pause your deliveries in [your account](/account) for as long as you like, before the cutoff of the first week you want to pause. Paused weeks are not charged.\n\nRemember to leave out any cooler bag you still have at home on your last delivery day: bags kept more than 6 weeks may be charged.',
          fr: 'Mettez vos livraisons en pause aussi longtemps que vous le voulez dans [votre compte](/fr/compte), avant la date limite de la première semaine visée. Les semaines en pause ne sont pas facturées.\n\nPensez à laisser dehors la glacière que vous avez encore à la maison lors de votre dernière livraison : une glacière gardée plus de 6 semaines peut vous être facturée.',
        },
      },
      {
        question: { en: 'How do I cancel my subscription?', fr: 'Comment annuler mon abonnement?' },
        answer: {
          en: 'You can cancel at any time in [your account](/account). We will ask you for a reason, which helps us improve. Orders already past their cutoff are still delivered and charged.',
          fr: 'Vous pouvez annuler en tout temps dans [votre compte](/fr/compte). On vous demandera la raison de votre départ, ce qui nous aide à nous améliorer. Les commandes dont la date limite est passée sont tout de même livrées et facturées.',
        },
      },
      {
        question: {
          en: 'Can I have more than one plan or account?',
          fr: 'Puis-je avoir plus d’un forfait ou d’un compte?',
        },
        answer: {
          en: 'We allow one account per household and one subscription plan per account. You can change the size of your plan before any weekly cutoff.',
          fr: 'Nous permettons un seul compte par foyer et un seul forfait par compte. Vous pouvez toutefois modifier la taille de votre forfait avant chaque date limite.',
        },
      },
      {
        question: {
          en: 'How do I change my preferences or delivery address?',
          fr: 'Comment changer mes préférences ou mon adresse de livraison?',
        },
        answer: {
          en: 'Update them in [your account settings](/settings/account). Changes made before a week’s cutoff apply to that week’s order.',
          fr: 'Modifiez-les dans [les paramètres de votre compte](/fr/parametres/compte). Les changements faits avant la date limite s’appliquent à la commande de la semaine.',
        },
      },
      {
        question: {
          en: 'How do I change the e-mail address on my account?',
          fr: 'Comment changer l’adresse courriel de mon compte?',
        },
        answer: {
          en: 'For your security, e-mail changes are handled by our support team. Write to [support@fieldandplate.ca](mailto:support@fieldandplate.ca) or call [1-877-555-0142](tel:+18775550142).',
          fr: 'Pour votre sécurité, c’est notre service à la clientèle qui s’en occupe. Écrivez à [support@fieldandplate.ca](mailto:support@fieldandplate.ca) ou appelez au [1-877-555-0142](tel:+18775550142).',
        },
      },
      {
        question: {
          en: 'How do I manage the e-mails and texts I receive?',
          fr: 'Comment gérer les courriels et les textos que je reçois?',
        },
        answer: {
          en: 'Choose which messages you want in [your communication settings](/settings/communications). Every marketing e-mail also has an unsubscribe link. Service messages about your orders, such as the text on delivery day, are not promotional.',
          fr: 'Choisissez les messages qui vous intéressent dans [vos paramètres de communication](/fr/parametres/communications). Chaque courriel promotionnel contient aussi un lien de désabonnement. Les messages de service liés à vos commandes, comme le texto du jour de livraison, ne sont pas promotionnels.',
        },
      },
      {
        question: { en: 'How do I delete my account?', fr: 'Comment supprimer mon compte?' },
        answer: {
          en: 'Send an e-mail to [support@fieldandplate.ca](mailto:support@fieldandplate.ca) from the address linked to your account. We confirm your identity, settle any outstanding order, bag or kit, then delete your information except what the law requires us to keep. See our [Privacy Policy](/privacy).',
          fr: 'Écrivez à [support@fieldandplate.ca](mailto:support@fieldandplate.ca) à partir de l’adresse courriel associée à votre compte. On confirme votre identité, on règle toute commande, glacière ou trousse en suspens, puis on supprime vos renseignements, sauf ceux que la loi nous oblige à conserver. Voyez notre [Politique de confidentialité](/fr/politiques).',
        },
      },
    ],
  },
  // ---------------------------------------------------------------------------------------------
  {
    friendlyId: 'zero-waste-returns',
    name: { en: 'Zero-waste kits and returns', fr: 'Trousses zéro déchet et retours' },
    listFaqsOnPages: ['zero-waste', 'zero-waste-how-to'],
    faqs: [
      {
        question: { en: 'What are zero-waste kits?', fr: 'Que sont les trousses zéro déchet?' },
        answer: {
          en: 'They are the reusable containers your ingredients come in, packed inside a returnable cooler bag. Instead of throwing them away, you send them back to us and we reuse them. Learn more about [our zero-waste kits](/zero-waste).',
          fr: 'Ce sont les contenants réutilisables dans lesquels arrivent vos ingrédients, rangés dans une glacière qui nous revient. Au lieu de les jeter, vous nous les retournez et on les réutilise. Découvrez nos [trousses zéro déchet](/fr/zero-dechet).',
        },
      },
      {
        question: {
          en: 'How do I return my cooler bag and kits?',
          fr: 'Comment retourner ma glacière et mes trousses?',
        },
        answer: {
          en: 'Rinse each container for 20 to 30 seconds, put everything back in the cooler bag and leave it out on your next delivery day. Your driver takes it back when dropping off your new order. See the [step-by-step guide](/zero-waste/how-to).',
          fr: 'Rincez chaque contenant de 20 à 30 secondes, remettez le tout dans la glacière et laissez-la dehors à votre prochain jour de livraison. Le livreur la reprend en déposant votre nouvelle commande. Consultez le [mode d’emploi](/fr/zero-dechet/mode-emploi).',
        },
      },
      {
        question: { en: 'Do I need to wash the containers with soap?', fr: 'Dois-je laver les contenants au savon?' },
        answer: {
          en: 'A quick rinse under the tap, 20 to 30 seconds per container, is all we ask. Every container is sanitized at our kitchen before it is used again.',
          fr: 'Un simple rinçage sous le robinet, de 20 à 30 secondes par contenant, suffit. Chaque contenant est désinfecté à notre cuisine avant d’être réutilisé.',
        },
      },
      {
        question: {
          en: 'What should I not put in the bag?',
          fr: 'Qu’est-ce que je ne dois pas mettre dans la glacière?',
        },
        answer: {
          en: 'Please leave out food scraps, packaging from other stores or brands, glass jars, cans and bottles, household garbage or recycling, and anything sharp. Cracked or worn Field & Plate containers are welcome: we recycle them.',
          fr: 'Évitez les restes de table, les emballages d’autres commerces ou marques, les pots en verre, canettes et bouteilles, vos ordures ou votre recyclage, et tout objet coupant. Vos contenants Field & Plate fissurés ou usés, eux, sont les bienvenus : on les recycle.',
        },
      },
      {
        question: {
          en: 'I returned my bag but my account still shows it. Why?',
          fr: 'J’ai retourné ma glacière, mais elle apparaît encore dans mon compte. Pourquoi?',
        },
        answer: {
          en: 'The [Bags & kits](/account/bags&kits) page is updated within 7 days of a return, once the bag has been checked in at our kitchen. If it still shows after 7 days, contact [support@fieldandplate.ca](mailto:support@fieldandplate.ca).',
          fr: 'La page [Sacs et trousses](/fr/compte/sacs-et-trousses) est mise à jour dans les 7 jours suivant le retour, une fois la glacière enregistrée à notre cuisine. Si elle apparaît encore après 7 jours, écrivez à [support@fieldandplate.ca](mailto:support@fieldandplate.ca).',
        },
      },
      {
        question: { en: 'Will I be charged if I keep a cooler bag?', fr: 'Vais-je payer si je garde une glacière?' },
        answer: {
          en: 'A cooler bag kept more than 6 weeks may be charged. After 3 failed pickup attempts, the bag and its kits may also be charged. We let you know by e-mail before any charge.\n\nGoing away for a while? Leave the bag out on your last delivery day, or [contact us](/contact) and we will find a solution.',
          fr: 'Une glacière gardée plus de 6 semaines peut vous être facturée. Après 3 tentatives de collecte infructueuses, la glacière et ses trousses peuvent aussi l’être. On vous prévient toujours par courriel avant.\n\nVous partez un bout de temps? Laissez la glacière dehors lors de votre dernière livraison, ou [écrivez-nous](/fr/nous-joindre) et on trouvera une solution.',
        },
      },
      {
        question: {
          en: 'What happens to the containers I return?',
          fr: 'Que deviennent les contenants que je retourne?',
        },
        answer: {
          en: 'They are inspected and sanitized at our kitchen, then reused for future orders. Containers that have reached the end of their life are recycled.',
          fr: 'Ils sont inspectés et désinfectés à notre cuisine, puis réutilisés pour les prochaines commandes. Ceux qui ont fait leur temps sont recyclés.',
        },
      },
    ],
  },
  // ---------------------------------------------------------------------------------------------
  {
    friendlyId: 'rewards-gift-cards-referrals',
    name: { en: 'Rewards, gift cards and referrals', fr: 'Récompenses, cartes-cadeaux et parrainage' },
    listFaqsOnPages: ['gift'],
    faqs: [
      {
        question: { en: 'How does Fresh+ Rewards work?', fr: 'Comment fonctionne Récompenses Fraîcheur+?' },
        answer: {
          en: 'As a Fresh+ Rewards member, you earn points worth 1% of your eligible orders, or 2% at the higher tier, and double points during some promotions. Each point is worth one cent when you redeem it.\n\nSee your balance and tier on the [rewards page](/rewards_v2).',
          fr: 'Comme membre de Récompenses Fraîcheur+, vous accumulez des points équivalant à 1 % de vos commandes admissibles, ou à 2 % au palier supérieur, et des points doublés pendant certaines promotions. Chaque point vaut un cent à l’échange.\n\nConsultez votre solde et votre palier sur la [page Récompenses](/fr/recompenses-v2).',
        },
      },
      {
        question: { en: 'When can I use my points?', fr: 'Quand puis-je utiliser mes points?' },
        answer: {
          en: 'Points stay pending until the order that earned them has been delivered. After that, they are available in your balance.',
          fr: 'Les points restent en attente jusqu’à la livraison de la commande qui les a générés. Ils s’ajoutent ensuite à votre solde.',
        },
      },
      {
        question: { en: 'Do my points expire?', fr: 'Mes points expirent-ils?' },
        answer: {
          en: 'Only if your account has no activity for 12 consecutive months. As long as you keep ordering from time to time, your points stay in your balance.',
          fr: 'Seulement si votre compte reste inactif pendant 12 mois consécutifs. Tant que vous commandez de temps en temps, vos points restent dans votre solde.',
        },
      },
      {
        question: {
          en: 'My points balance looks wrong. What can I do?',
          fr: 'Mon solde de points semble inexact. Que faire?',
        },
        answer: {
          en: 'Contact [support@fieldandplate.ca](mailto:support@fieldandplate.ca) within 6 months of the order concerned, and we will review it.',
          fr: 'Écrivez à [support@fieldandplate.ca](mailto:support@fieldandplate.ca) dans les 6 mois suivant la commande visée, et on fera les vérifications.',
        },
      },
      {
        question: { en: 'How do gift cards work?', fr: 'Comment fonctionnent les cartes-cadeaux?' },
        answer: {
          en: 'Choose an amount from $20 to $9,999 on our [gift page](/gift). Send it by e-mail or print it at home, right away or on the date of your choice. The recipient applies it to their orders as a credit.',
          fr: 'Choisissez un montant de 20 $ à 9 999 $ sur notre [page Cadeau](/fr/cadeau). Envoyez la carte par courriel ou imprimez-la à la maison, tout de suite ou à la date de votre choix. La personne qui la reçoit l’applique à ses commandes sous forme de crédit.',
        },
      },
      {
        question: { en: 'Do gift cards expire?', fr: 'Les cartes-cadeaux ont-elles une date d’expiration?' },
        answer: {
          en: 'No. Field & Plate gift cards do not expire and carry no fees.',
          fr: 'Non. Les cartes-cadeaux Field & Plate n’expirent pas et ne comportent aucuns frais.',
        },
      },
      {
        question: { en: 'How does referring a friend work?', fr: 'Comment fonctionne le parrainage?' },
        answer: {
          en: 'Share your personal invitation from the [invite page](/invite). Your friend gets a credit and 3 free meals when they sign up, under the conditions shown on the page.',
          fr: 'Partagez votre invitation personnelle à partir de la [page Parrainage](/fr/parrainage). La personne que vous invitez reçoit un crédit et 3 repas gratuits à son inscription, selon les conditions indiquées sur la page.',
        },
      },
    ],
  },
];

export default categories;
