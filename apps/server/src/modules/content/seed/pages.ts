import type { PageSeed } from './types.ts';

const pages: PageSeed[] = [
  // ---------------------------------------------------------------------------------------------
  // Privacy policy
  // ---------------------------------------------------------------------------------------------
  {
    slug: 'privacy',
    title: { en: 'Privacy Policy', fr: 'Politique de confidentialité' },
    summary: {
      en: 'How Field & Plate collects, uses, shares and protects your personal information, and how to exercise your rights under Canadian and Québec privacy laws.',
      fr: 'Comment Field & Plate recueille, utilise, communique et protège vos renseignements personnels, et comment exercer vos droits en vertu des lois canadiennes et québécoises.',
    },
    updatedOn: '2026-10-01',
    blocks: {
      en: [
        {
          type: 'callout',
          text: 'In short: we collect what we need to plan, cook, deliver and bill your meals. We never store your full card number, we never sell your personal information, and you can ask to see, correct or move your information at any time by writing to [privacy@fieldandplate.ca](mailto:privacy@fieldandplate.ca).',
        },
        { type: 'heading', text: '1. Who we are and what this policy covers' },
        {
          type: 'paragraph',
          text: 'Field & Plate Foods Inc. (“Field & Plate”, “we”, “us”) runs the Field & Plate meal-kit and ready-to-eat delivery service. Our head office is in Vancouver, British Columbia, and our kitchens are in Vancouver, Calgary, Toronto and Montréal. This policy explains how we handle personal information about our customers, people who receive a gift card or a referral invitation, and visitors to our website and apps, as well as anyone who contacts our support team.',
        },
        {
          type: 'paragraph',
          text: 'It is written to meet the requirements of the federal **Personal Information Protection and Electronic Documents Act (PIPEDA)**, Québec’s **Act respecting the protection of personal information in the private sector** as amended by **Law 25**, British Columbia’s **Personal Information Protection Act (BC PIPA)** and Alberta’s **Personal Information Protection Act (Alberta PIPA)**. Where these laws set different rules, we follow the one that gives you the most protection.',
        },
        { type: 'heading', text: '2. Our Privacy Officer' },
        {
          type: 'paragraph',
          text: 'Our Privacy Officer is accountable for how Field & Plate handles personal information and is the **person in charge of the protection of personal information** for the purposes of Québec’s Law 25. The Privacy Officer approves our privacy practices, answers access and correction requests, handles complaints, and oversees privacy impact assessments and our response to confidentiality incidents.',
        },
        {
          type: 'paragraph',
          text: 'You can reach the Privacy Officer at [privacy@fieldandplate.ca](mailto:privacy@fieldandplate.ca), or by phone at [1-877-555-0142](tel:+18775550142) (ask to be put in touch with the Privacy Officer).',
        },
        { type: 'heading', text: '3. What we collect' },
        {
          type: 'list',
          items: [
            '**Account information:** your name, e-mail address, phone number, password (which we never see in plain text), preferred language and the plan you choose.',
            '**Delivery information:** your delivery address, the geographic coordinates of that address (used to plan our drivers’ routes and confirm that you are inside our delivery area), your delivery instructions, such as a door code or where to leave the bag, and the phone number we text on delivery day.',
            '**Payment information:** our payment processor gives us a token that stands for your card, along with the card brand, the last four digits and the expiry date. **We never receive or store your full card number or its security code.**',
            '**Order history:** the plans, recipes, ready-to-eat meals and market items you order, skip or rate, your delivery dates, credits, gift cards, Fresh+ Rewards points, and the status of the cooler bags and zero-waste kits you have at home.',
            '**Dietary preferences:** the preferences you select (vegetarian, vegan, family friendly, meat and fish, premium, keto, high protein) and any ingredients you ask us to avoid. Because they can reveal information about your health or beliefs, we treat them as sensitive and use them only to suggest meals and build your box.',
            '**Communications and consent:** your choices about marketing e-mails and text messages, when and how you gave or withdrew consent, and your exchanges with our support team, including call notes.',
            '**Device and cookie data:** IP address, browser and device type, operating system, pages viewed, the page that referred you, approximate location inferred from your IP address, and identifiers stored by cookies and similar technologies (see section 12).',
            '**Information from other people:** when a friend refers you or someone sends you a gift card, they give us your name and e-mail address so that we can deliver the invitation or the gift.',
          ],
        },
        { type: 'heading', text: '4. Why we use it' },
        {
          type: 'list',
          items: [
            'to create and manage your account and subscription;',
            'to prepare, pack and deliver your weekly order, and to text you when your driver is on the way;',
            'to process payments, refunds, credits, gift cards and Fresh+ Rewards points;',
            'to suggest meals that fit your preferences;',
            'to keep track of the cooler bags and zero-waste kits we lend you, and to pick them up;',
            'to answer your questions and resolve complaints;',
            'to send you service messages such as order confirmations, cutoff reminders and notices of changes to our policies;',
            'with your consent, to send you offers and news by e-mail or text message;',
            'to measure and improve our website, menu and operations, using aggregated or de-identified data whenever we can;',
            'to prevent fraud, protect our customers and staff, and meet our legal obligations.',
          ],
        },
        {
          type: 'paragraph',
          text: 'If we want to use your information for a new purpose, we will tell you first and, where the law requires it, ask for your consent again.',
        },
        { type: 'heading', text: '5. Consent' },
        {
          type: 'paragraph',
          text: 'We rely on your consent, which we ask for in clear terms and for specific purposes. When you sign up and place an order, you consent to the uses needed to provide the service, such as giving your address to your driver. For sensitive information such as dietary preferences, and for marketing messages, we ask for your express consent.',
        },
        {
          type: 'paragraph',
          text: 'In some cases the law allows us to use or disclose information without consent, for example to collect a debt, comply with a court order or investigate fraud.',
        },
        {
          type: 'paragraph',
          text: 'You can withdraw your consent at any time, subject to legal or contractual restrictions and reasonable notice. If you withdraw consent to information we need to serve you, such as your delivery address or a payment method, we will not be able to deliver your orders.',
        },
        { type: 'heading', text: '6. E-mails and text messages' },
        {
          type: 'paragraph',
          text: 'We send service messages about your orders and account; these are not promotional. We send newsletters, offers and promotional text messages only with your consent, in line with Canada’s Anti-Spam Legislation (CASL). Every marketing message includes an unsubscribe link, and you can change your choices at any time in [your communication settings](/settings/communications).',
        },
        { type: 'heading', text: '7. Who we share it with' },
        {
          type: 'paragraph',
          text: 'We share only what each recipient needs, and only so that they can provide a service to us or to you.',
        },
        {
          type: 'list',
          items: [
            '**Our courier drivers.** We deliver with our own courier fleet: our drivers are Field & Plate employees, not a third-party delivery app. They see your name, address and its coordinates, delivery instructions and phone number, for the routes assigned to them only.',
            '**Our payment processor**, which collects your card details directly, stores them securely and charges your card on our behalf. It is bound by the Payment Card Industry Data Security Standard (PCI DSS).',
            '**Our e-mail provider**, which sends our service e-mails and newsletters on our behalf.',
            '**Other service providers** that host our systems, send text messages or help us support customers, under written contracts that require them to protect your information and use it only on our instructions.',
            '**Authorities**, when the law requires it, or to protect the rights, property or safety of our customers, our staff or the public.',
            '**A buyer or successor**, if all or part of our business is sold or merged, under an agreement that protects your information.',
          ],
        },
        {
          type: 'callout',
          text: '**We do not sell or rent your personal information**, and we do not share it with advertisers for their own purposes.',
        },
        { type: 'heading', text: '8. Storage outside your province or outside Canada' },
        {
          type: 'paragraph',
          text: 'Some of our service providers, including our payment processor and our e-mail provider, may store or process personal information outside your province or outside Canada, for example in the United States. Information held in another country is subject to that country’s laws and may be accessible to its courts and authorities.',
        },
        {
          type: 'paragraph',
          text: 'Before personal information is communicated outside Québec, we carry out a privacy impact assessment as Law 25 requires, and we make sure a written agreement gives the information adequate protection.',
        },
        { type: 'heading', text: '9. How long we keep it' },
        {
          type: 'paragraph',
          text: 'We keep personal information only as long as we need it for the purposes described above, or as long as the law requires.',
        },
        {
          type: 'list',
          items: [
            '**Account and order history:** while your account is open, then for as long as tax, accounting and other legal obligations require.',
            '**Payment tokens:** until you remove the card from your account or your account is closed.',
            '**Support messages and call notes:** as long as needed to resolve your request and follow up on it.',
            '**Consent records:** as long as we need to show that we had your consent.',
            '**Cookies:** for the periods set out in section 12.',
          ],
        },
        {
          type: 'paragraph',
          text: 'When we use your information to make a decision that directly affects you, we keep it for at least one year afterwards so that you have a chance to ask for access, as British Columbia’s law requires. When information is no longer needed, we destroy it securely or anonymize it so that it can no longer identify you, directly or indirectly.',
        },
        { type: 'heading', text: '10. How we protect it' },
        {
          type: 'list',
          items: [
            'encryption of information in transit between your device and our systems;',
            'card data handled by our payment processor, so that full card numbers never reach our systems;',
            'access limited to employees who need the information for their work, with confidentiality commitments and privacy training;',
            'drivers see delivery details only in our driver app, for the routes assigned to them;',
            'written security obligations for every service provider.',
          ],
        },
        {
          type: 'paragraph',
          text: 'If a confidentiality incident creates a risk of serious injury (or a real risk of significant harm), we notify the people concerned and the competent authorities, including the Commission d’accès à l’information du Québec and the Office of the Privacy Commissioner of Canada, and we keep a register of incidents.',
        },
        { type: 'subheading', text: 'Limitation of liability' },
        {
          type: 'paragraph',
          text: 'To the extent the law allows, our liability for any loss arising from how we handle your personal information is limited to the amount you paid for the order concerned, or 1.00 CAD if you used the service free of charge. This limit does not reduce any right you have under privacy laws or Québec’s Consumer Protection Act, nor our liability for bodily or moral injury or for intentional or gross fault.',
        },
        { type: 'heading', text: '11. Your rights' },
        {
          type: 'list',
          items: [
            '**Access:** ask whether we hold personal information about you, get a copy of it and learn how it has been used and to whom it has been disclosed.',
            '**Correction:** have inaccurate, incomplete or ambiguous information corrected. You can update most of your details yourself in [your account](/account) and [account settings](/settings/account); to change the e-mail address on your account, contact our support team.',
            '**Withdrawal of consent:** withdraw your consent to a use of your information, as described in section 5.',
            '**Portability:** under Law 25, ask that the computerized personal information you gave us be released to you, or to a person or organization you name, in a structured, commonly used technological format.',
            '**Complaint:** complain to us or to a privacy regulator (see below).',
          ],
        },
        { type: 'subheading', text: 'Making a request' },
        {
          type: 'paragraph',
          text: 'Send your request to [privacy@fieldandplate.ca](mailto:privacy@fieldandplate.ca). We may ask you to confirm your identity before answering. **We respond in writing within 30 days** of receiving your request. Access is free of charge; if a reasonable fee applies to transcribing or transmitting a large volume of information, where the law allows it, we will tell you before going ahead. If we refuse a request, we explain why and tell you how to challenge our decision.',
        },
        { type: 'subheading', text: 'Deleting your account' },
        {
          type: 'paragraph',
          text: 'To delete your account, send an e-mail from the address linked to your account to [support@fieldandplate.ca](mailto:support@fieldandplate.ca). We confirm your identity, settle any order, cooler bag or kit still outstanding, then delete or anonymize your information, except what the law requires us to keep. Deleting your account also ends your subscription and your Fresh+ Rewards membership.',
        },
        { type: 'subheading', text: 'If you are not satisfied' },
        {
          type: 'paragraph',
          text: 'Please contact our Privacy Officer first; most concerns can be settled quickly. You may also complain to the Office of the Privacy Commissioner of Canada, the Commission d’accès à l’information du Québec, the Office of the Information and Privacy Commissioner for British Columbia or the Office of the Information and Privacy Commissioner of Alberta, depending on where you live.',
        },
        { type: 'heading', text: '12. Cookies and similar technologies' },
        {
          type: 'paragraph',
          text: 'Cookies are small files stored by your browser. We use them in four groups:',
        },
        {
          type: 'list',
          items: [
            '**Essential:** keep you signed in, remember your cart and your language, and protect against fraud. They are always on, and most expire when you sign out or after a short period.',
            '**Preferences:** remember choices such as your delivery area.',
            '**Analytics:** tell us how the site is used so that we can improve it.',
            '**Marketing:** measure the results of our advertising.',
          ],
        },
        {
          type: 'paragraph',
          text: 'Preference, analytics and marketing cookies are **off by default** and are used only if you turn them on. You can change your choice at any time in the cookie settings on our website, and you can also block or delete cookies in your browser, although parts of the site may then stop working.',
        },
        { type: 'heading', text: '13. Children' },
        {
          type: 'paragraph',
          text: 'Field & Plate is meant for adults: only people who have reached the age of majority in their province may open an account. We do not knowingly collect personal information from children. If you think a child has given us personal information, write to [privacy@fieldandplate.ca](mailto:privacy@fieldandplate.ca) and we will delete it.',
        },
        { type: 'heading', text: '14. Changes to this policy' },
        {
          type: 'paragraph',
          text: 'We may update this policy as our service or the law changes. The date at the top shows the latest revision. If we make a significant change, we will tell you by e-mail or in your account before it takes effect and, if the change requires new consent, we will ask for it.',
        },
        { type: 'heading', text: '15. Contact us' },
        {
          type: 'paragraph',
          text: 'Privacy questions and requests: [privacy@fieldandplate.ca](mailto:privacy@fieldandplate.ca). Anything else: [support@fieldandplate.ca](mailto:support@fieldandplate.ca) or [1-877-555-0142](tel:+18775550142), Monday to Friday 8:00–20:00 and weekends 9:00–17:00 Pacific time. You can also reach us through our [contact page](/contact).',
        },
      ],
      fr: [
        {
          type: 'callout',
          text: 'En bref : nous recueillons seulement ce qu’il faut pour planifier, cuisiner, livrer et facturer vos repas. Nous ne conservons jamais le numéro complet de votre carte, nous ne vendons jamais vos renseignements personnels et vous pouvez, en tout temps, demander à les consulter, à les faire rectifier ou à les récupérer en écrivant à [privacy@fieldandplate.ca](mailto:privacy@fieldandplate.ca).',
        },
        { type: 'heading', text: '1. Portée de la présente politique' },
        {
          type: 'paragraph',
          text: 'Field & Plate Foods Inc. (« Field & Plate » ou « nous ») exploite le service de livraison de boîtes repas et de plats prêts à manger Field & Plate. Notre siège social se trouve à Vancouver, en Colombie-Britannique, et nos cuisines sont situées à Vancouver, à Calgary, à Toronto et à Montréal. La présente politique explique comment nous traitons les renseignements personnels de notre clientèle, des personnes qui reçoivent une carte-cadeau ou une invitation de parrainage et des visiteurs de notre site et de nos applications, ainsi que de toute personne qui communique avec notre service à la clientèle.',
        },
        {
          type: 'paragraph',
          text: 'Elle répond aux exigences de la **Loi sur la protection des renseignements personnels et les documents électroniques (LPRPDE)**, de la **Loi sur la protection des renseignements personnels dans le secteur privé** du Québec (RLRQ, c. P-39.1), telle que modifiée par la **Loi 25**, ainsi que des lois de la Colombie-Britannique et de l’Alberta sur la protection des renseignements personnels dans le secteur privé (Personal Information Protection Act, ou PIPA). Quand ces lois ne disent pas la même chose, nous appliquons la règle qui vous protège le mieux.',
        },
        { type: 'heading', text: '2. Responsable de la protection des renseignements personnels' },
        {
          type: 'paragraph',
          text: 'Chez Field & Plate, une personne désignée agit à titre de **responsable de la protection des renseignements personnels** au sens de la Loi 25. C’est elle qui veille au respect des lois applicables : elle approuve nos pratiques, répond aux demandes d’accès et de rectification, traite les plaintes et encadre les évaluations des facteurs relatifs à la vie privée ainsi que la gestion des incidents de confidentialité.',
        },
        {
          type: 'paragraph',
          text: 'Pour la joindre, écrivez à [privacy@fieldandplate.ca](mailto:privacy@fieldandplate.ca) ou composez le [1-877-555-0142](tel:+18775550142) en demandant à parler à la personne responsable de la protection des renseignements personnels.',
        },
        { type: 'heading', text: '3. Les renseignements que nous recueillons' },
        {
          type: 'list',
          items: [
            '**Votre compte :** vos nom et prénom, votre adresse courriel, votre numéro de téléphone, votre mot de passe (que nous ne voyons jamais en clair), votre langue de préférence et le forfait choisi.',
            '**Votre livraison :** votre adresse de livraison et ses coordonnées géographiques, qui nous servent à tracer les trajets de nos livreurs et à vérifier que vous êtes bien dans notre zone, vos instructions (code de porte, endroit où laisser la glacière, etc.) et le numéro auquel nous vous textons le jour de la livraison.',
            '**Votre paiement :** notre processeur de paiement nous transmet un jeton qui représente votre carte, accompagné du type de carte, des quatre derniers chiffres et de la date d’expiration. **Nous ne recevons et ne conservons jamais le numéro complet de votre carte ni son code de sécurité.**',
            '**Votre historique de commandes :** les forfaits, recettes, plats prêts à manger et produits du marché que vous commandez, sautez ou évaluez, vos dates de livraison, vos crédits, vos cartes-cadeaux, vos points Récompenses Fraîcheur+ et l’état des glacières et des trousses zéro déchet que vous avez à la maison.',
            '**Vos préférences alimentaires :** celles que vous cochez (végétarien, végane, familial, viande et poisson, haut de gamme, céto, riche en protéines) et les ingrédients que vous voulez éviter. Comme elles peuvent révéler un renseignement sur votre santé ou vos convictions, nous les traitons comme des renseignements sensibles et nous ne nous en servons que pour vous proposer des repas et composer votre boîte.',
            '**Vos communications et vos consentements :** vos choix quant aux courriels et aux textos promotionnels, la date et la façon dont vous avez donné ou retiré votre consentement, ainsi que vos échanges avec notre service à la clientèle, y compris les notes prises au téléphone.',
            '**Votre appareil et les témoins :** adresse IP, type de navigateur et d’appareil, système d’exploitation, pages consultées, page de provenance, emplacement approximatif déduit de l’adresse IP et identifiants enregistrés par des témoins (cookies) ou des technologies semblables (voir la section 12).',
            '**Des renseignements fournis par d’autres personnes :** si une amie vous parraine ou qu’un proche vous offre une carte-cadeau, cette personne nous donne votre nom et votre adresse courriel pour que nous puissions vous transmettre l’invitation ou le cadeau.',
          ],
        },
        { type: 'heading', text: '4. À quoi ils servent' },
        {
          type: 'list',
          items: [
            'ouvrir et gérer votre compte et votre abonnement;',
            'préparer, emballer et livrer votre commande chaque semaine, et vous texter quand votre livreur est en route;',
            'traiter les paiements, les remboursements, les crédits, les cartes-cadeaux et les points Récompenses Fraîcheur+;',
            'vous suggérer des repas qui correspondent à vos préférences;',
            'faire le suivi des glacières et des trousses zéro déchet que nous vous prêtons, et les récupérer;',
            'répondre à vos questions et régler vos plaintes;',
            'vous envoyer des messages de service : confirmations de commande, rappels de date limite, avis de modification de nos politiques;',
            'avec votre consentement, vous faire parvenir nos offres et nouveautés par courriel ou par texto;',
            'mesurer et améliorer notre site, notre menu et nos activités, à partir de données agrégées ou dépersonnalisées chaque fois que c’est possible;',
            'prévenir la fraude, protéger notre clientèle et notre personnel, et respecter nos obligations légales.',
          ],
        },
        {
          type: 'paragraph',
          text: 'Avant d’utiliser vos renseignements à une nouvelle fin, nous vous en informerons et, lorsque la loi l’exige, nous vous demanderons à nouveau votre consentement.',
        },
        { type: 'heading', text: '5. Votre consentement' },
        {
          type: 'paragraph',
          text: 'Nous demandons votre consentement en termes simples et à des fins précises. En vous inscrivant et en passant une commande, vous consentez aux usages essentiels au service, par exemple la transmission de votre adresse à votre livreur. Pour les renseignements sensibles, comme vos préférences alimentaires, et pour nos communications promotionnelles, nous demandons un consentement exprès.',
        },
        {
          type: 'paragraph',
          text: 'Dans certains cas, la loi nous permet d’utiliser ou de communiquer des renseignements sans votre consentement, par exemple pour recouvrer une somme due, pour nous conformer à une ordonnance d’un tribunal ou pour enquêter sur une fraude.',
        },
        {
          type: 'paragraph',
          text: 'Vous pouvez retirer votre consentement en tout temps, sous réserve des restrictions légales ou contractuelles et d’un préavis raisonnable. Sachez toutefois que sans adresse de livraison ni mode de paiement, nous ne pourrons tout simplement pas vous livrer.',
        },
        { type: 'heading', text: '6. Courriels et textos' },
        {
          type: 'paragraph',
          text: 'Les messages de service liés à vos commandes et à votre compte ne sont pas promotionnels. Nos infolettres, nos offres et nos textos promotionnels, eux, ne vous sont envoyés qu’avec votre consentement, conformément à la Loi canadienne anti-pourriel. Chacun contient un lien de désabonnement, et vous pouvez modifier vos choix quand vous le voulez dans [vos paramètres de communication](/fr/parametres/communications).',
        },
        { type: 'heading', text: '7. À qui nous les communiquons' },
        {
          type: 'paragraph',
          text: 'Nous ne communiquons à chacun que ce dont il a besoin, et uniquement pour qu’il puisse nous rendre un service ou vous en rendre un.',
        },
        {
          type: 'list',
          items: [
            '**Nos livreurs.** Nous livrons avec notre propre flotte : nos livreurs sont des employés de Field & Plate, pas ceux d’une application de livraison. Ils voient votre nom, votre adresse et ses coordonnées, vos instructions et votre numéro de téléphone, seulement pour les trajets qui leur sont confiés.',
            '**Notre processeur de paiement**, qui recueille directement les renseignements de votre carte, les conserve de façon sécuritaire et porte les montants à votre carte en notre nom. Il est assujetti à la norme de sécurité des données de l’industrie des cartes de paiement (PCI DSS).',
            '**Notre fournisseur de courriel**, qui envoie nos messages de service et nos infolettres en notre nom.',
            '**D’autres fournisseurs de services** (hébergement, envoi de textos, soutien à la clientèle), liés par un contrat écrit qui les oblige à protéger vos renseignements et à ne les utiliser que selon nos instructions.',
            '**Les autorités**, lorsque la loi l’exige, ou pour protéger les droits, les biens ou la sécurité de notre clientèle, de notre personnel ou du public.',
            '**Un acquéreur ou un successeur**, si tout ou partie de notre entreprise est vendue ou fusionnée, dans le cadre d’une entente qui protège vos renseignements.',
          ],
        },
        {
          type: 'callout',
          text: '**Nous ne vendons ni ne louons vos renseignements personnels**, et nous ne les transmettons à aucun annonceur pour ses propres fins.',
        },
        { type: 'heading', text: '8. Conservation à l’extérieur du Québec ou du Canada' },
        {
          type: 'paragraph',
          text: 'Certains de nos fournisseurs, dont notre processeur de paiement et notre fournisseur de courriel, peuvent conserver ou traiter des renseignements personnels à l’extérieur de votre province ou du Canada, par exemple aux États-Unis. Ces renseignements sont alors soumis aux lois du pays en question et peuvent être accessibles à ses tribunaux et à ses autorités.',
        },
        {
          type: 'paragraph',
          text: 'Avant qu’un renseignement personnel soit communiqué à l’extérieur du Québec, nous réalisons une évaluation des facteurs relatifs à la vie privée, comme l’exige la Loi 25, et nous nous assurons qu’une entente écrite lui accorde une protection adéquate.',
        },
        { type: 'heading', text: '9. Durée de conservation' },
        {
          type: 'paragraph',
          text: 'Nous gardons vos renseignements aussi longtemps qu’ils sont nécessaires aux fins décrites plus haut, ou aussi longtemps que la loi nous y oblige.',
        },
        {
          type: 'list',
          items: [
            '**Compte et historique de commandes :** tant que votre compte est ouvert, puis pendant la période qu’exigent nos obligations fiscales, comptables et légales.',
            '**Jetons de paiement :** jusqu’à ce que vous retiriez la carte de votre compte ou que celui-ci soit fermé.',
            '**Messages et notes du service à la clientèle :** le temps de régler votre demande et d’en assurer le suivi.',
            '**Preuves de consentement :** aussi longtemps que nous devons pouvoir démontrer que vous avez consenti.',
            '**Témoins :** selon les durées indiquées à la section 12.',
          ],
        },
        {
          type: 'paragraph',
          text: 'Lorsque nous utilisons vos renseignements pour prendre une décision qui vous concerne directement, nous les conservons au moins un an par la suite afin que vous puissiez en demander l’accès, comme le prévoit la loi de la Colombie-Britannique. Une fois qu’ils ne sont plus nécessaires, nous les détruisons de façon sécuritaire ou nous les anonymisons, c’est-à-dire qu’ils ne permettent plus, de façon irréversible, de vous identifier directement ou indirectement.',
        },
        { type: 'heading', text: '10. Sécurité' },
        {
          type: 'list',
          items: [
            'chiffrement des renseignements qui circulent entre votre appareil et nos systèmes;',
            'traitement des données de carte par notre processeur de paiement, de sorte que les numéros complets n’entrent jamais dans nos systèmes;',
            'accès réservé aux employés qui en ont besoin dans leur travail, avec engagement de confidentialité et formation sur la protection des renseignements personnels;',
            'consultation des renseignements de livraison par nos livreurs uniquement dans notre application, pour les trajets qui leur sont confiés;',
            'obligations de sécurité écrites pour chacun de nos fournisseurs.',
          ],
        },
        {
          type: 'paragraph',
          text: 'Si un incident de confidentialité présente un risque qu’un préjudice sérieux soit causé, nous en avisons les personnes concernées et les autorités compétentes, dont la Commission d’accès à l’information du Québec et le Commissariat à la protection de la vie privée du Canada. Nous tenons aussi un registre des incidents de confidentialité.',
        },
        { type: 'subheading', text: 'Limitation de responsabilité' },
        {
          type: 'paragraph',
          text: 'Dans la mesure permise par la loi, notre responsabilité pour toute perte découlant du traitement de vos renseignements personnels se limite au montant payé pour la commande visée, ou à 1,00 $ CA si vous avez utilisé le service gratuitement. Cette limite ne restreint aucun droit que vous confèrent les lois sur la protection des renseignements personnels ou la Loi sur la protection du consommateur, ni notre responsabilité pour un préjudice corporel ou moral, ou pour une faute intentionnelle ou lourde.',
        },
        { type: 'heading', text: '11. Vos droits' },
        {
          type: 'list',
          items: [
            '**Accès :** savoir si nous détenons des renseignements personnels à votre sujet, en obtenir une copie et apprendre comment ils ont été utilisés et à qui ils ont été communiqués.',
            '**Rectification :** faire corriger un renseignement inexact, incomplet ou équivoque. Vous pouvez modifier la plupart de vos renseignements vous-même dans [votre compte](/fr/compte) et dans [vos paramètres](/fr/parametres/compte); pour changer l’adresse courriel associée au compte, communiquez avec notre service à la clientèle.',
            '**Retrait du consentement :** retirer votre consentement à une utilisation de vos renseignements, comme l’explique la section 5.',
            '**Portabilité :** en vertu de la Loi 25, demander que les renseignements personnels informatisés que vous nous avez fournis vous soient communiqués, ou le soient à la personne ou à l’organisme de votre choix, dans un format technologique structuré et couramment utilisé.',
            '**Plainte :** porter plainte auprès de nous ou d’une autorité de contrôle (voir plus bas).',
          ],
        },
        { type: 'subheading', text: 'Faire une demande' },
        {
          type: 'paragraph',
          text: 'Écrivez-nous à [privacy@fieldandplate.ca](mailto:privacy@fieldandplate.ca). Nous pourrions vous demander de confirmer votre identité avant de répondre. **Nous vous répondons par écrit dans les 30 jours suivant la réception de votre demande.** L’accès est gratuit; si des frais raisonnables s’appliquent à la transcription ou à la transmission d’un grand volume de renseignements, dans la mesure où la loi le permet, nous vous en informerons avant d’aller de l’avant. En cas de refus, nous vous en donnons les motifs et vous indiquons les recours qui s’offrent à vous.',
        },
        { type: 'subheading', text: 'Supprimer votre compte' },
        {
          type: 'paragraph',
          text: 'Pour faire supprimer votre compte, écrivez à [support@fieldandplate.ca](mailto:support@fieldandplate.ca) à partir de l’adresse courriel associée à votre compte. Nous confirmons votre identité, réglons toute commande, glacière ou trousse en suspens, puis nous supprimons ou anonymisons vos renseignements, sauf ceux que la loi nous oblige à conserver. La suppression du compte met aussi fin à votre abonnement et à votre adhésion à Récompenses Fraîcheur+.',
        },
        { type: 'subheading', text: 'Si vous n’êtes pas satisfait' },
        {
          type: 'paragraph',
          text: 'Adressez-vous d’abord à notre responsable de la protection des renseignements personnels : la plupart des préoccupations se règlent rapidement. Vous pouvez aussi porter plainte, selon l’endroit où vous habitez, auprès de la Commission d’accès à l’information du Québec, du Commissariat à la protection de la vie privée du Canada, du Commissaire à l’information et à la protection de la vie privée de la Colombie-Britannique ou du Commissaire à l’information et à la protection de la vie privée de l’Alberta.',
        },
        { type: 'heading', text: '12. Témoins (cookies)' },
        {
          type: 'paragraph',
          text: 'Les témoins sont de petits fichiers enregistrés par votre navigateur. Nous les classons en quatre catégories :',
        },
        {
          type: 'list',
          items: [
            '**Essentiels :** ils maintiennent votre connexion, retiennent votre panier et votre langue et nous aident à prévenir la fraude. Toujours actifs, la plupart expirent à la déconnexion ou après une courte période.',
            '**Préférences :** ils retiennent vos choix, comme votre zone de livraison.',
            '**Mesure d’audience :** ils nous indiquent comment le site est utilisé afin que nous puissions l’améliorer.',
            '**Marketing :** ils mesurent les résultats de nos publicités.',
          ],
        },
        {
          type: 'paragraph',
          text: 'Les témoins de préférences, de mesure d’audience et de marketing sont **désactivés par défaut** : nous ne les utilisons que si vous les activez. Vous pouvez changer d’idée en tout temps dans les paramètres des témoins de notre site, ou encore bloquer ou supprimer les témoins dans votre navigateur, même si certaines fonctions du site risquent alors de ne plus fonctionner.',
        },
        { type: 'heading', text: '13. Enfants' },
        {
          type: 'paragraph',
          text: 'Field & Plate s’adresse aux adultes : seules les personnes qui ont atteint l’âge de la majorité dans leur province peuvent ouvrir un compte. Nous ne recueillons pas sciemment de renseignements personnels sur des enfants. Si vous croyez qu’un enfant nous en a fourni, écrivez à [privacy@fieldandplate.ca](mailto:privacy@fieldandplate.ca) et nous les supprimerons.',
        },
        { type: 'heading', text: '14. Modifications de la politique' },
        {
          type: 'paragraph',
          text: 'Nous pouvons mettre la présente politique à jour au gré de l’évolution de notre service ou de la loi. La date indiquée en haut de la page correspond à la plus récente révision. En cas de changement important, nous vous en informerons par courriel ou dans votre compte avant son entrée en vigueur et, si un nouveau consentement est nécessaire, nous vous le demanderons.',
        },
        { type: 'heading', text: '15. Nous joindre' },
        {
          type: 'paragraph',
          text: 'Questions et demandes relatives à vos renseignements personnels : [privacy@fieldandplate.ca](mailto:privacy@fieldandplate.ca). Pour tout le reste : [support@fieldandplate.ca](mailto:support@fieldandplate.ca) ou le [1-877-555-0142](tel:+18775550142), du lundi au vendredi de 8 h à 20 h et la fin de semaine de 9 h à 17 h (heure du Pacifique). Vous pouvez aussi passer par notre page [Nous joindre](/fr/nous-joindre).',
        },
      ],
    },
  },
  // ---------------------------------------------------------------------------------------------
  // Terms and conditions
  // ---------------------------------------------------------------------------------------------
  {
    slug: 'terms',
    title: { en: 'Terms and Conditions', fr: 'Conditions générales' },
    summary: {
      en: 'The terms that apply when you use Field & Plate: subscriptions and the weekly cutoff, billing, delivery, cooler bags and kits, food safety, and what each of us is responsible for.',
      fr: 'Les conditions qui s’appliquent à l’utilisation de Field & Plate : abonnement et date limite hebdomadaire, facturation, livraison, glacières et trousses, salubrité des aliments et responsabilités de chacun.',
    },
    updatedOn: '2026-10-01',
    blocks: {
      en: [
        {
          type: 'callout',
          text: 'Please read these terms carefully: they form a contract between you and Field & Plate Foods Inc. If you live in Québec, you also keep all the protections of Québec’s **Consumer Protection Act**, which nothing in these terms limits.',
        },
        { type: 'heading', text: '1. About these terms' },
        {
          type: 'paragraph',
          text: 'These terms and conditions (the “Terms”) govern your use of the website, apps and delivery service of Field & Plate Foods Inc. (“Field & Plate”, “we”, “us”), whose head office is in Vancouver, British Columbia. By creating an account, placing an order or redeeming a gift card, you accept these Terms and our [Privacy Policy](/privacy). If you do not accept them, please do not use the service.',
        },
        { type: 'heading', text: '2. The service' },
        {
          type: 'paragraph',
          text: 'Field & Plate prepares and delivers ready-to-cook meal kits (pre-portioned ingredients and step-by-step recipes, most ready in about 30 minutes or less), ready-to-eat meals that heat in about 2 minutes, and market items such as groceries, bakery items, snacks and add-ons. About 35 meals are offered each week and the menu changes weekly.',
        },
        {
          type: 'paragraph',
          text: 'Recipes, ingredients and suppliers may change from week to week. When an ingredient is unavailable, we may replace it with one of similar quality; if a substitution changes the allergens in a meal, we will let you know before delivery whenever we can.',
        },
        {
          type: 'paragraph',
          text: 'We deliver only within our delivery areas in British Columbia, Alberta, Ontario and Québec. If we do not deliver to your address, see [our delivery areas](/no-delivery).',
        },
        { type: 'heading', text: '3. Eligibility and accounts' },
        {
          type: 'list',
          items: [
            'You must have reached the age of majority in your province and be able to enter into a binding contract.',
            '**One account per household.** An account serves one household, meaning the people who live at one delivery address. We may merge or close duplicate accounts.',
            '**One plan per account.** Each account can hold one subscription plan at a time.',
            'You agree to give us accurate information, to keep your password confidential and to tell us right away if you suspect someone else is using your account. You are responsible for orders placed through your account.',
            'To change the e-mail address on your account, contact our support team.',
          ],
        },
        { type: 'heading', text: '4. Subscriptions and the weekly cutoff' },
        {
          type: 'paragraph',
          text: 'When you subscribe, you choose a plan: ready-to-cook for 2 or 4 people with 2 to 5 recipes a week, or ready-to-eat with 4 to 14 meals a week. Your subscription renews automatically every week until you skip, pause or cancel it. There is no minimum commitment.',
        },
        {
          type: 'paragraph',
          text: '**Weekly cutoff.** You can choose or change your meals, plan size, address and add-ons, or skip or pause a delivery, until **23:59 local time five days before your delivery day**. For example, for a Sunday delivery the cutoff is the Tuesday before at 23:59. After the cutoff, that week’s order is locked: it is prepared, charged and delivered as it stands in your account and can no longer be changed, skipped or cancelled. The following week’s order stays editable.',
        },
        {
          type: 'paragraph',
          text: 'We send cutoff reminders as a courtesy. Not receiving a reminder does not change the cutoff.',
        },
        { type: 'heading', text: '5. Skipping and pausing' },
        {
          type: 'paragraph',
          text: 'You can skip any week, or pause your subscription for as long as you like, from [your account](/account) before the cutoff of the first week concerned. Skipped and paused weeks are not charged. When you resume, deliveries start again with the first week whose cutoff has not yet passed. While your deliveries are paused, remember that cooler bags and kits still at home are subject to section 13.',
        },
        { type: 'heading', text: '6. Cancelling' },
        {
          type: 'paragraph',
          text: 'You can cancel your subscription at any time from [your account](/account). We will ask you for a reason, which helps us improve. Cancellation applies to every order whose cutoff has not passed; an order already locked will still be delivered and charged.',
        },
        {
          type: 'paragraph',
          text: 'Cancelling your subscription does not delete your account; to delete it, see our [Privacy Policy](/privacy). Cooler bags and kits you still have must be returned as described in section 13.',
        },
        { type: 'heading', text: '7. Prices and taxes' },
        {
          type: 'list',
          items: [
            'All prices are in Canadian dollars.',
            'Meals start at $11.30 per serving and plans at $59 a week. Your price depends on your plan, the number of recipes or meals, the number of servings and any options, and is shown in your account before the cutoff.',
            'The minimum order is $59.',
            'Delivery costs $8.99 per order and is free on orders of $90 or more before tax. Delivery is also free on your first order.',
            'Applicable sales taxes (GST, HST, PST or QST) are added according to your delivery address and the items ordered.',
            'We may change our prices for future orders. New prices are shown in your account before the cutoff of the first order they apply to, so that you can change, skip or cancel that order if you wish.',
          ],
        },
        { type: 'heading', text: '8. Billing and failed payments' },
        {
          type: 'paragraph',
          text: 'By subscribing, you authorize us to charge the payment method on file for each weekly order once its cutoff has passed, including any delivery fee and taxes, minus any credits, discounts, gift card balance and Fresh+ Rewards points you apply.',
        },
        {
          type: 'paragraph',
          text: 'If a payment is declined, we will let you know and may try again. If we still cannot collect payment, we may cancel that week’s delivery and pause your subscription until you update your payment method. Amounts owing for orders already delivered remain payable. Please keep your payment details up to date in [your account](/account).',
        },
        {
          type: 'paragraph',
          text: 'If you think you have been charged in error, contact us and we will look into it promptly. Approved refunds are made to your original payment method or, if you agree, as a credit on your account.',
        },
        { type: 'heading', text: '9. Promotions, discounts and credits' },
        {
          type: 'list',
          items: [
            'New-customer offers, such as up to 50% off the first order, free delivery on the first order and 2 free meals on the first order, are for new households only, are limited to one per household and apply to the first order unless the offer says otherwise.',
            'A friend you refer through [your invitation](/invite) receives a credit and 3 free meals, under the conditions shown on the invitation page.',
            'Promo codes and credits have no cash value, cannot be exchanged or combined unless the offer says so, and may be subject to an expiry date and conditions stated in the offer.',
            'Account credits are applied automatically to your next orders.',
            'We may cancel discounts, credits or points obtained through fraud, duplicate accounts or other abuse.',
          ],
        },
        { type: 'heading', text: '10. Gift cards' },
        {
          type: 'list',
          items: [
            'Gift cards are available from $20 to $9,999 on our [gift page](/gift). They can be sent by e-mail or printed at home, right away or on a date you choose.',
            'Gift cards **do not expire** and carry no fees.',
            'The balance is applied to orders as a credit and cannot be exchanged for cash, except where the law requires it.',
            'Keep the code safe, as you would cash. Except where the law provides otherwise, we are not responsible for a lost or stolen code that someone else uses.',
          ],
        },
        { type: 'heading', text: '11. Fresh+ Rewards' },
        {
          type: 'list',
          items: [
            'Members of Fresh+ Rewards earn points on eligible orders: the equivalent of 1% of their spending, or 2% at the higher tier. Each point is worth one cent when redeemed.',
            'Points are doubled during certain promotions, as announced in the promotion.',
            'Points stay **pending until the order is delivered**. Points from a cancelled or refunded order are removed.',
            'Points **expire after 12 consecutive months without account activity**.',
            'Questions or disputes about points must be raised **within 6 months** of the order concerned.',
            'Points have no cash value and cannot be transferred. Tiers and details are on the [rewards page](/rewards_v2). If we change or end the program, we will give you notice and a reasonable opportunity to use the points you have already earned.',
          ],
        },
        { type: 'heading', text: '12. Delivery' },
        {
          type: 'list',
          items: [
            'We deliver from Sunday to Wednesday depending on your area, within the time window shown in your account (for example 14:00–18:00 or 17:00–21:00).',
            'Deliveries are made by our own couriers, who are Field & Plate employees. We send you a text message when your driver is on the way.',
            'Your order is delivered to your door in an insulated cooler bag with ice packs that keeps food cold until 23:59 on delivery day. You do not need to be home, but please put your food in the fridge as soon as you can, and no later than 23:59 that day.',
            'You are responsible for giving us an accurate address and the instructions our driver needs (door codes, buzzers, where to leave the bag). If we cannot deliver safely because information is missing or incorrect, the order may not be refundable.',
            'Your order is your responsibility once it has been delivered.',
            'If something is missing, damaged or late, contact us on delivery day or as soon as possible afterwards, ideally with a photo, and we will make it right with a replacement, a credit or a refund.',
          ],
        },
        { type: 'heading', text: '13. Cooler bags and zero-waste kits' },
        {
          type: 'paragraph',
          text: 'Our cooler bags and zero-waste kits (the reusable containers your ingredients come in) are lent to you and remain our property. To return them, rinse each container for 20 to 30 seconds, put everything back in the cooler bag and leave it out on your next delivery day: your driver takes it back. The status shown in [Bags & kits](/account/bags&kits) is updated within 7 days of a return.',
        },
        {
          type: 'list',
          items: [
            'A cooler bag kept **more than 6 weeks** may be charged.',
            'After **3 failed pickup attempts**, the cooler bag and the kits it holds may be charged.',
            'Any charge is based on the replacement cost shown in your account, and we will tell you by e-mail before charging it.',
            'Normal wear is never charged: worn containers are recycled.',
          ],
        },
        { type: 'heading', text: '14. Food safety and allergens' },
        {
          type: 'paragraph',
          text: 'Refrigerate your order as soon as you receive it and **use fresh ingredients within 4 days of delivery**. Follow the recipe instructions, handle raw meat, poultry, fish and seafood with care, and cook them to a safe internal temperature.',
        },
        {
          type: 'callout',
          text: '**Allergen warning:** all our kits and meals are prepared and packed in a facility that handles all priority food allergens: peanuts, tree nuts, sesame seeds, milk, eggs, fish, crustaceans and molluscs, soy, wheat and triticale, mustard and sulphites. We list allergens on every recipe and take care to limit cross-contact, but we cannot guarantee that any meal or ingredient is free of any allergen. If you have a severe food allergy, our service may not be suitable for you.',
        },
        {
          type: 'paragraph',
          text: 'Dietary labels such as vegan, keto or high protein help you choose meals; they are not medical or nutritional advice. Always check the ingredients and allergen information of each recipe before ordering and cooking.',
        },
        { type: 'heading', text: '15. Your conduct' },
        {
          type: 'list',
          items: [
            'Use the service lawfully and for your own household, not for resale.',
            'Do not misuse promotions, referrals, gift cards or points, or create accounts to obtain an offer again.',
            'Do not interfere with our website or apps, try to access other people’s accounts, or collect content from the site by automated means.',
            'Treat our drivers and support team with respect.',
            'Post only honest reviews, and only content you have the right to share.',
          ],
        },
        {
          type: 'paragraph',
          text: 'We may suspend or close an account that breaks these Terms, after giving notice where appropriate.',
        },
        { type: 'heading', text: '16. Intellectual property' },
        {
          type: 'paragraph',
          text: 'Our recipes, photos, videos, texts, logos and trademarks, including Field & Plate, Fresh+ Rewards and Récompenses Fraîcheur+, belong to us or our licensors. You may print and use our recipes for your own non-commercial use. When you send us reviews, photos or other content, you keep ownership of it and give us a non-exclusive, royalty-free licence to use it in connection with our service, and you confirm that you have the right to do so.',
        },
        { type: 'heading', text: '17. LIMITATION OF LIABILITY' },
        {
          type: 'paragraph',
          text: '**TO THE EXTENT PERMITTED BY LAW, FIELD & PLATE’S TOTAL LIABILITY FOR ANY CLAIM RELATED TO AN ORDER OR TO THE SERVICE IS LIMITED TO THE AMOUNT YOU PAID FOR THE ORDER CONCERNED, OR TO 1.00 CAD WHERE YOU USED THE SERVICE FREE OF CHARGE. FIELD & PLATE IS NOT LIABLE FOR ANY INDIRECT, INCIDENTAL, SPECIAL OR CONSEQUENTIAL DAMAGES, INCLUDING LOSS OF PROFITS OR DATA.**',
        },
        {
          type: 'paragraph',
          text: 'These limits do not apply where the law does not allow them, including for bodily or moral injury caused by our fault, for intentional or gross fault, or toward Québec consumers to the extent that the Consumer Protection Act or the Civil Code of Québec prohibits them.',
        },
        { type: 'heading', text: '18. Indemnity' },
        {
          type: 'paragraph',
          text: 'To the extent permitted by law, you agree to indemnify Field & Plate, its employees and its service providers against claims, losses and reasonable costs arising from your breach of these Terms or your misuse of the service. This section does not apply to Québec consumers to the extent that the Consumer Protection Act prohibits it.',
        },
        { type: 'heading', text: '19. Governing law and disputes' },
        {
          type: 'paragraph',
          text: 'These Terms are governed by the laws of British Columbia and the federal laws of Canada that apply there, and the courts of British Columbia have jurisdiction, subject to any right you have to bring a claim in your own province. **Québec consumers keep all the protections of Québec’s Consumer Protection Act** and may bring their claims before the courts of Québec.',
        },
        {
          type: 'paragraph',
          text: 'If you have a concern, please contact us first: most problems are solved quickly by our support team.',
        },
        { type: 'heading', text: '20. Changes to these Terms' },
        {
          type: 'paragraph',
          text: 'We may change these Terms. We will tell you by e-mail and on our website, and changes take effect **7 days after notice**. They apply to orders whose cutoff falls after that date. If you do not agree with a change, you may cancel your subscription at no cost before it takes effect. Where the law requires a longer notice period or specific content, such as the written notice of at least 30 days owed to consumers in Québec, we give that notice.',
        },
        { type: 'heading', text: '21. General' },
        {
          type: 'list',
          items: [
            'These Terms, our Privacy Policy and the conditions of any offer you accept form the entire agreement between you and us.',
            'If a provision is found invalid, the rest of the Terms remain in effect.',
            'Our failure to enforce a provision is not a waiver of it.',
            'We are not responsible for delays or failures caused by events beyond our reasonable control, such as severe weather; if a delivery cannot be made, we will tell you and you will not be charged for what was not delivered.',
            'These Terms are written in English and in French, and both versions are equally authoritative.',
          ],
        },
        { type: 'heading', text: '22. Contact us' },
        {
          type: 'paragraph',
          text: 'Questions about these Terms: [support@fieldandplate.ca](mailto:support@fieldandplate.ca) or [1-877-555-0142](tel:+18775550142), Monday to Friday 8:00–20:00 and weekends 9:00–17:00 Pacific time, or through our [contact page](/contact). Field & Plate Foods Inc., head office in Vancouver, British Columbia.',
        },
      ],
      fr: [
        {
          type: 'callout',
          text: 'Prenez le temps de lire les présentes conditions : elles constituent un contrat entre vous et Field & Plate Foods Inc. Si vous habitez au Québec, vous conservez par ailleurs toutes les protections que vous accorde la **Loi sur la protection du consommateur**, et rien dans ces conditions ne les restreint.',
        },
        { type: 'heading', text: '1. Objet des présentes conditions' },
        {
          type: 'paragraph',
          text: 'Les présentes conditions générales (les « Conditions ») encadrent votre utilisation du site Web, des applications et du service de livraison de Field & Plate Foods Inc. (« Field & Plate » ou « nous »), dont le siège social est situé à Vancouver, en Colombie-Britannique. En créant un compte, en passant une commande ou en utilisant une carte-cadeau, vous acceptez les Conditions ainsi que notre [Politique de confidentialité](/fr/politiques). Si vous ne les acceptez pas, veuillez ne pas utiliser le service.',
        },
        { type: 'heading', text: '2. Le service' },
        {
          type: 'paragraph',
          text: 'Field & Plate prépare et livre des boîtes repas prêt-à-cuisiner (ingrédients déjà portionnés et recettes détaillées étape par étape, prêtes pour la plupart en 30 minutes ou moins), des plats prêts à manger qui se réchauffent en 2 minutes environ, ainsi que des produits du marché : épicerie, boulangerie, collations et extras. Notre menu propose environ 35 repas par semaine et se renouvelle chaque semaine.',
        },
        {
          type: 'paragraph',
          text: 'Les recettes, les ingrédients et nos fournisseurs peuvent changer d’une semaine à l’autre. Si un ingrédient n’est pas disponible, nous pouvons le remplacer par un autre de qualité comparable; lorsque ce remplacement modifie les allergènes d’un repas, nous vous en avisons avant la livraison chaque fois que c’est possible.',
        },
        {
          type: 'paragraph',
          text: 'Nous livrons uniquement dans nos zones de livraison de la Colombie-Britannique, de l’Alberta, de l’Ontario et du Québec. Si nous ne desservons pas votre adresse, consultez [nos zones de livraison](/fr/hors-zone).',
        },
        { type: 'heading', text: '3. Admissibilité et compte' },
        {
          type: 'list',
          items: [
            'Vous devez avoir atteint l’âge de la majorité dans votre province et être en mesure de conclure un contrat.',
            '**Un seul compte par foyer.** Un compte dessert un seul foyer, c’est-à-dire les personnes qui vivent à une même adresse de livraison. Nous pouvons fusionner ou fermer les comptes en double.',
            '**Un seul forfait par compte.** Chaque compte ne peut être associé qu’à un forfait d’abonnement à la fois.',
            'Vous vous engagez à nous fournir des renseignements exacts, à garder votre mot de passe confidentiel et à nous prévenir sans tarder si vous croyez qu’une autre personne utilise votre compte. Vous êtes responsable des commandes passées à partir de votre compte.',
            'Pour changer l’adresse courriel de votre compte, communiquez avec notre service à la clientèle.',
          ],
        },
        { type: 'heading', text: '4. Abonnement et date limite hebdomadaire' },
        {
          type: 'paragraph',
          text: 'À l’inscription, vous choisissez un forfait : prêt-à-cuisiner pour 2 ou 4 personnes, de 2 à 5 recettes par semaine, ou prêt-à-manger, de 4 à 14 repas par semaine. Votre abonnement se renouvelle automatiquement chaque semaine jusqu’à ce que vous sautiez une semaine, que vous le mettiez en pause ou que vous l’annuliez. Aucun engagement minimal n’est exigé.',
        },
        {
          type: 'paragraph',
          text: '**Date limite.** Vous pouvez choisir ou modifier vos repas, la taille de votre forfait, votre adresse et vos extras, ou encore sauter une livraison ou la mettre en pause, jusqu’à **23 h 59, heure locale, cinq jours avant votre jour de livraison**. Par exemple, pour une livraison le dimanche, la date limite est le mardi précédent à 23 h 59. Passé ce délai, la commande de la semaine est verrouillée : elle est préparée, facturée et livrée telle qu’elle apparaît dans votre compte, et ne peut plus être modifiée, sautée ni annulée. La commande de la semaine suivante, elle, reste modifiable.',
        },
        {
          type: 'paragraph',
          text: 'Nous envoyons des rappels avant la date limite par courtoisie. Ne pas recevoir de rappel ne change rien à la date limite.',
        },
        { type: 'heading', text: '5. Sauter une semaine ou faire une pause' },
        {
          type: 'paragraph',
          text: 'Vous pouvez sauter n’importe quelle semaine, ou mettre votre abonnement en pause aussi longtemps que vous le voulez, à partir de [votre compte](/fr/compte), avant la date limite de la première semaine visée. Les semaines sautées ou en pause ne sont pas facturées. Quand vous reprenez, les livraisons recommencent à la première semaine dont la date limite n’est pas encore passée. Pendant une pause, n’oubliez pas que les glacières et les trousses restées chez vous demeurent visées par l’article 13.',
        },
        { type: 'heading', text: '6. Annulation' },
        {
          type: 'paragraph',
          text: 'Vous pouvez annuler votre abonnement en tout temps à partir de [votre compte](/fr/compte). Nous vous demanderons la raison de votre départ, ce qui nous aide à nous améliorer. L’annulation vise toutes les commandes dont la date limite n’est pas passée; une commande déjà verrouillée sera tout de même livrée et facturée.',
        },
        {
          type: 'paragraph',
          text: 'L’annulation de l’abonnement ne supprime pas votre compte; pour le faire supprimer, consultez notre [Politique de confidentialité](/fr/politiques). Les glacières et les trousses encore en votre possession doivent nous être retournées conformément à l’article 13.',
        },
        { type: 'heading', text: '7. Prix et taxes' },
        {
          type: 'list',
          items: [
            'Tous les prix sont en dollars canadiens.',
            'Nos repas sont offerts à partir de 11,30 $ par portion et nos forfaits, à partir de 59 $ par semaine. Votre prix dépend du forfait, du nombre de recettes ou de repas, du nombre de portions et des options choisies; il est affiché dans votre compte avant la date limite.',
            'La commande minimale est de 59 $.',
            'Les frais de livraison sont de 8,99 $ par commande, et la livraison est gratuite pour les commandes de 90 $ et plus avant taxes. Votre première livraison est également gratuite.',
            'Les taxes de vente applicables (TPS, TVH, TVP ou TVQ) s’ajoutent selon votre adresse de livraison et les articles commandés.',
            'Nous pouvons modifier nos prix pour les commandes à venir. Les nouveaux prix sont affichés dans votre compte avant la date limite de la première commande visée, afin que vous puissiez la modifier, la sauter ou l’annuler si vous le souhaitez.',
          ],
        },
        { type: 'heading', text: '8. Facturation et paiements refusés' },
        {
          type: 'paragraph',
          text: 'En vous abonnant, vous nous autorisez à porter à votre mode de paiement enregistré le montant de chaque commande hebdomadaire une fois sa date limite passée, y compris les frais de livraison et les taxes, déduction faite des crédits, rabais, soldes de cartes-cadeaux et points Récompenses Fraîcheur+ que vous utilisez.',
        },
        {
          type: 'paragraph',
          text: 'Si un paiement est refusé, nous vous en informons et pouvons tenter de nouveau de le traiter. Si le paiement demeure impossible, nous pouvons annuler la livraison de la semaine et mettre votre abonnement en pause jusqu’à ce que vous mettiez à jour votre mode de paiement. Les sommes dues pour les commandes déjà livrées restent exigibles. Gardez vos renseignements de paiement à jour dans [votre compte](/fr/compte).',
        },
        {
          type: 'paragraph',
          text: 'Si vous croyez avoir été facturé par erreur, écrivez-nous : nous vérifierons rapidement. Les remboursements accordés sont versés sur le mode de paiement d’origine ou, si vous êtes d’accord, sous forme de crédit à votre compte.',
        },
        { type: 'heading', text: '9. Promotions, rabais et crédits' },
        {
          type: 'list',
          items: [
            'Les offres de bienvenue, comme un rabais allant jusqu’à 50 % sur la première commande, la livraison gratuite de la première commande et 2 repas gratuits à la première commande, sont réservées aux nouveaux foyers, sont limitées à une par foyer et ne s’appliquent qu’à la première commande, sauf indication contraire.',
            'La personne que vous parrainez au moyen de [votre invitation](/fr/parrainage) reçoit un crédit et 3 repas gratuits, aux conditions indiquées sur la page de parrainage.',
            'Les codes promotionnels et les crédits n’ont aucune valeur monétaire, ne sont ni échangeables ni cumulables, sauf mention contraire, et peuvent être assortis d’une date d’expiration et de conditions précisées dans l’offre.',
            'Les crédits au compte s’appliquent automatiquement à vos prochaines commandes.',
            'Nous pouvons annuler les rabais, crédits ou points obtenus par fraude, au moyen de comptes en double ou de tout autre abus.',
          ],
        },
        { type: 'heading', text: '10. Cartes-cadeaux' },
        {
          type: 'list',
          items: [
            'Les cartes-cadeaux, de 20 $ à 9 999 $, s’achètent sur notre [page Cadeau](/fr/cadeau). Elles peuvent être envoyées par courriel ou imprimées à la maison, tout de suite ou à la date de votre choix.',
            'Les cartes-cadeaux **n’expirent pas** et ne comportent aucuns frais.',
            'Le solde s’applique aux commandes sous forme de crédit et n’est pas échangeable contre de l’argent, sauf si la loi l’exige.',
            'Protégez le code comme vous le feriez pour de l’argent comptant. Sauf disposition contraire de la loi, nous ne sommes pas responsables d’un code perdu ou volé utilisé par une autre personne.',
          ],
        },
        { type: 'heading', text: '11. Récompenses Fraîcheur+' },
        {
          type: 'list',
          items: [
            'Les membres de Récompenses Fraîcheur+ accumulent des points sur leurs commandes admissibles, soit l’équivalent de 1 % de leurs achats, ou de 2 % au palier supérieur. Chaque point vaut un cent à l’échange.',
            'Les points sont doublés pendant certaines promotions, selon les modalités annoncées.',
            'Les points demeurent **en attente jusqu’à la livraison de la commande**. Ceux d’une commande annulée ou remboursée sont retirés.',
            'Les points **expirent après 12 mois consécutifs sans activité dans le compte**.',
            'Toute question ou contestation concernant des points doit nous être soumise **dans les 6 mois** suivant la commande visée.',
            'Les points n’ont aucune valeur monétaire et ne sont pas transférables. Les paliers et les détails se trouvent sur la [page Récompenses](/fr/recompenses-v2). Si nous modifions le programme ou y mettons fin, nous vous en aviserons et vous laisserons une occasion raisonnable d’utiliser les points déjà accumulés.',
          ],
        },
        { type: 'heading', text: '12. Livraison' },
        {
          type: 'list',
          items: [
            'Nous livrons du dimanche au mercredi selon votre secteur, pendant la plage horaire indiquée dans votre compte (par exemple de 14 h à 18 h ou de 17 h à 21 h).',
            'Les livraisons sont effectuées par nos propres livreurs, qui sont des employés de Field & Plate. Nous vous envoyons un texto lorsque votre livreur est en route.',
            'Votre commande est livrée à votre porte dans une glacière isotherme avec des blocs réfrigérants, qui garde les aliments au froid jusqu’à 23 h 59 le jour de la livraison. Vous n’avez pas besoin d’être à la maison, mais rangez vos aliments au réfrigérateur dès que possible, et au plus tard à 23 h 59 ce jour-là.',
            'Il vous incombe de nous fournir une adresse exacte et les instructions dont le livreur a besoin (codes de porte, interphone, endroit où laisser la glacière). Si nous ne pouvons pas livrer en toute sécurité parce qu’un renseignement est manquant ou inexact, la commande pourrait ne pas être remboursable.',
            'Une fois livrée, la commande est sous votre responsabilité.',
            'S’il manque un article, si un produit est abîmé ou si la livraison est en retard, écrivez-nous le jour même ou le plus tôt possible, idéalement avec une photo : nous corrigerons la situation par un remplacement, un crédit ou un remboursement.',
          ],
        },
        { type: 'heading', text: '13. Glacières et trousses zéro déchet' },
        {
          type: 'paragraph',
          text: 'Nos glacières et nos trousses zéro déchet (les contenants réutilisables dans lesquels arrivent vos ingrédients) vous sont prêtées et demeurent notre propriété. Pour les retourner, rincez chaque contenant de 20 à 30 secondes, remettez le tout dans la glacière et laissez-la dehors à votre prochain jour de livraison : votre livreur la récupère. L’état affiché dans [Sacs et trousses](/fr/compte/sacs-et-trousses) est mis à jour dans les 7 jours suivant le retour.',
        },
        {
          type: 'list',
          items: [
            'Une glacière conservée **plus de 6 semaines** peut vous être facturée.',
            'Après **3 tentatives de collecte infructueuses**, la glacière et les trousses qu’elle contient peuvent vous être facturées.',
            'Tout montant facturé correspond au coût de remplacement indiqué dans votre compte, et nous vous en avisons par courriel avant de le prélever.',
            'L’usure normale n’est jamais facturée : les contenants usés sont recyclés.',
          ],
        },
        { type: 'heading', text: '14. Salubrité des aliments et allergènes' },
        {
          type: 'paragraph',
          text: 'Rangez votre commande au réfrigérateur dès sa réception et **utilisez les ingrédients frais dans les 4 jours suivant la livraison**. Suivez les instructions des recettes, manipulez avec soin la viande, la volaille, le poisson et les fruits de mer crus, et faites-les cuire jusqu’à une température interne sécuritaire.',
        },
        {
          type: 'callout',
          text: '**Mise en garde sur les allergènes :** toutes nos boîtes et tous nos plats sont préparés et emballés dans une installation où l’on manipule l’ensemble des allergènes alimentaires prioritaires, soit les arachides, les noix, les graines de sésame, le lait, les œufs, le poisson, les crustacés et mollusques, le soja, le blé et le triticale, la moutarde et les sulfites. Nous indiquons les allergènes de chaque recette et limitons les risques de contact croisé, mais nous ne pouvons garantir qu’un repas ou un ingrédient est exempt de quelque allergène que ce soit. Si vous souffrez d’une allergie alimentaire grave, notre service pourrait ne pas vous convenir.',
        },
        {
          type: 'paragraph',
          text: 'Les mentions comme « végane », « céto » ou « riche en protéines » servent à vous guider dans vos choix; elles ne constituent pas un avis médical ou nutritionnel. Vérifiez toujours la liste des ingrédients et des allergènes de chaque recette avant de commander et de cuisiner.',
        },
        { type: 'heading', text: '15. Règles de conduite' },
        {
          type: 'list',
          items: [
            'Utilisez le service de façon légale et pour les besoins de votre foyer, et non pour la revente.',
            'N’abusez pas des promotions, du parrainage, des cartes-cadeaux ou des points, et ne créez pas de compte dans le but de profiter d’une offre une deuxième fois.',
            'N’entravez pas le fonctionnement de notre site ou de nos applications, ne tentez pas d’accéder au compte d’une autre personne et n’extrayez pas de contenu par des moyens automatisés.',
            'Traitez nos livreurs et notre équipe du service à la clientèle avec respect.',
            'Publiez uniquement des avis honnêtes et du contenu que vous avez le droit de partager.',
          ],
        },
        {
          type: 'paragraph',
          text: 'Nous pouvons suspendre ou fermer un compte qui contrevient aux Conditions, après un avis lorsque les circonstances s’y prêtent.',
        },
        { type: 'heading', text: '16. Propriété intellectuelle' },
        {
          type: 'paragraph',
          text: 'Nos recettes, photos, vidéos, textes, logos et marques de commerce, dont Field & Plate, Récompenses Fraîcheur+ et Fresh+ Rewards, nous appartiennent ou appartiennent à nos concédants de licence. Vous pouvez imprimer et utiliser nos recettes pour votre usage personnel et non commercial. Lorsque vous nous transmettez des avis, des photos ou d’autres contenus, vous en demeurez propriétaire et vous nous accordez une licence non exclusive et gratuite pour les utiliser dans le cadre de notre service; vous confirmez du même coup que vous avez le droit de le faire.',
        },
        { type: 'heading', text: '17. LIMITATION DE RESPONSABILITÉ' },
        {
          type: 'paragraph',
          text: '**DANS LA MESURE PERMISE PAR LA LOI, LA RESPONSABILITÉ TOTALE DE FIELD & PLATE À L’ÉGARD DE TOUTE RÉCLAMATION LIÉE À UNE COMMANDE OU AU SERVICE EST LIMITÉE AU MONTANT QUE VOUS AVEZ PAYÉ POUR LA COMMANDE EN CAUSE OU, SI VOUS AVEZ UTILISÉ LE SERVICE GRATUITEMENT, À 1,00 $ CA. FIELD & PLATE N’EST PAS RESPONSABLE DES DOMMAGES INDIRECTS, ACCESSOIRES, SPÉCIAUX OU CONSÉCUTIFS, Y COMPRIS LA PERTE DE PROFITS OU DE DONNÉES.**',
        },
        {
          type: 'paragraph',
          text: 'Ces limites ne s’appliquent pas lorsque la loi les interdit, notamment à l’égard du préjudice corporel ou moral causé par notre faute, d’une faute intentionnelle ou lourde, ou à l’égard des consommateurs du Québec dans la mesure où la Loi sur la protection du consommateur ou le Code civil du Québec l’interdit.',
        },
        { type: 'heading', text: '18. Indemnisation' },
        {
          type: 'paragraph',
          text: 'Dans la mesure permise par la loi, vous acceptez d’indemniser Field & Plate, son personnel et ses fournisseurs de services à l’égard des réclamations, pertes et frais raisonnables découlant d’un manquement aux Conditions ou d’une utilisation abusive du service de votre part. Le présent article ne s’applique pas aux consommateurs du Québec dans la mesure où la Loi sur la protection du consommateur l’interdit.',
        },
        { type: 'heading', text: '19. Droit applicable et différends' },
        {
          type: 'paragraph',
          text: 'Les Conditions sont régies par les lois de la Colombie-Britannique et les lois fédérales du Canada qui s’y appliquent, et les tribunaux de la Colombie-Britannique sont compétents, sous réserve de tout droit que vous avez d’intenter un recours dans votre propre province. **Les consommateurs du Québec conservent toutes les protections que leur accorde la Loi sur la protection du consommateur** et peuvent s’adresser aux tribunaux du Québec.',
        },
        {
          type: 'paragraph',
          text: 'En cas de problème, communiquez d’abord avec nous : notre service à la clientèle règle la plupart des situations rapidement.',
        },
        { type: 'heading', text: '20. Modification des Conditions' },
        {
          type: 'paragraph',
          text: 'Nous pouvons modifier les présentes Conditions. Nous vous en informerons par courriel et sur notre site, et les modifications entreront en vigueur **7 jours après l’avis**. Elles s’appliquent aux commandes dont la date limite tombe après cette date. Si vous êtes en désaccord, vous pouvez annuler votre abonnement sans frais avant leur entrée en vigueur. Lorsque la loi exige un délai plus long ou un contenu précis, comme l’avis écrit d’au moins 30 jours auquel ont droit les consommateurs du Québec, nous nous y conformons.',
        },
        { type: 'heading', text: '21. Dispositions générales' },
        {
          type: 'list',
          items: [
            'Les Conditions, notre Politique de confidentialité et les modalités de toute offre que vous acceptez constituent l’entente complète entre vous et nous.',
            'Si une disposition est jugée invalide, les autres demeurent en vigueur.',
            'Le fait de ne pas exercer un droit prévu aux Conditions ne constitue pas une renonciation à ce droit.',
            'Nous ne sommes pas responsables des retards ou des manquements causés par des événements indépendants de notre volonté, comme des conditions météo extrêmes; si une livraison ne peut avoir lieu, nous vous en aviserons et rien ne vous sera facturé pour ce qui n’a pas été livré.',
            'Les Conditions sont rédigées en français et en anglais; les deux versions ont la même valeur.',
          ],
        },
        { type: 'heading', text: '22. Nous joindre' },
        {
          type: 'paragraph',
          text: 'Pour toute question sur les Conditions : [support@fieldandplate.ca](mailto:support@fieldandplate.ca) ou le [1-877-555-0142](tel:+18775550142), du lundi au vendredi de 8 h à 20 h et la fin de semaine de 9 h à 17 h (heure du Pacifique), ou encore notre page [Nous joindre](/fr/nous-joindre). Field & Plate Foods Inc., siège social à Vancouver, en Colombie-Britannique.',
        },
      ],
    },
  },
  // ---------------------------------------------------------------------------------------------
  // Our story
  // ---------------------------------------------------------------------------------------------
  {
    slug: 'story',
    title: { en: 'Our story', fr: 'Notre histoire' },
    summary: {
      en: 'How a simple question about dinner became Field & Plate: local ingredients, our own kitchens and couriers, and meal kits that come back to us instead of ending up in the bin.',
      fr: 'Comment une simple question sur le souper est devenue Field & Plate : des ingrédients d’ici, nos propres cuisines et livreurs, et des trousses qui nous reviennent au lieu de finir à la poubelle.',
    },
    updatedOn: '2026-09-15',
    blocks: {
      en: [
        {
          type: 'paragraph',
          text: 'Field & Plate started with the question every household asks around five o’clock: what’s for dinner? We wanted the answer to be fresh, good and easy, without a second trip to the grocery store or a fridge full of half-used ingredients.',
        },
        { type: 'heading', text: 'From the field…' },
        {
          type: 'paragraph',
          text: 'We buy from local Canadian farms and producers whenever we can. And because orders close five days before delivery, we buy what our customers have actually chosen rather than what we guess they might want. That means fresher food on your table and less of it wasted along the way.',
        },
        { type: 'heading', text: '…to your plate' },
        {
          type: 'paragraph',
          text: 'Our teams portion ingredients and prepare meals in our own kitchens in Vancouver, Calgary, Toronto and Montréal. Then our own couriers — Field & Plate employees, not a third-party app — bring each order to the door in an insulated cooler bag, in more than 130 cities across British Columbia, Alberta, Ontario and Québec.',
        },
        { type: 'heading', text: 'Three ways to eat well' },
        {
          type: 'list',
          items: [
            '**Ready-to-cook meal kits:** pre-portioned ingredients and a step-by-step recipe, on the table in about 30 minutes or less.',
            '**Ready-to-eat meals:** cooked in our kitchens, hot and ready in about 2 minutes.',
            '**Market items:** more than 150 groceries, bakery items, snacks and add-ons to round out the week.',
          ],
        },
        {
          type: 'paragraph',
          text: 'About 35 meals are on the menu every week, with new recipes each time, so there is always something you have not tried yet.',
        },
        { type: 'heading', text: 'Less packaging, on purpose' },
        {
          type: 'paragraph',
          text: 'From the start, we did not want to trade a few saved minutes for a bin full of packaging. Your ingredients travel in reusable [zero-waste kits](/zero-waste) inside a returnable cooler bag. Rinse them, leave the bag out on your next delivery day, and we take care of the rest.',
        },
        { type: 'heading', text: 'Made for real weeks' },
        {
          type: 'paragraph',
          text: 'Vacations, late meetings, a dinner at the in-laws’: life does not run on a fixed schedule, so neither does Field & Plate. Skip a week, pause for a while or cancel any time, with no commitment.',
        },
        {
          type: 'callout',
          text: 'Curious to see what’s cooking? Browse [this week’s menu](/menu/this-week) or [choose your plan](/signup/plans/).',
        },
      ],
      fr: [
        {
          type: 'paragraph',
          text: 'Tout a commencé avec la question qu’on se pose tous vers 17 h : qu’est-ce qu’on mange pour souper? On voulait que la réponse soit simple, fraîche et bonne, sans détour à l’épicerie et sans un frigo plein d’ingrédients entamés qui finissent par se perdre.',
        },
        { type: 'heading', text: 'Des champs…' },
        {
          type: 'paragraph',
          text: 'Chaque fois que c’est possible, on achète auprès de fermes et de producteurs d’ici. Et comme les commandes se ferment cinq jours avant la livraison, on achète ce que nos clients ont vraiment choisi, pas ce qu’on devine qu’ils voudront. Résultat : des aliments plus frais dans votre assiette, et beaucoup moins de pertes en chemin.',
        },
        { type: 'heading', text: '… jusqu’à votre assiette' },
        {
          type: 'paragraph',
          text: 'Nos équipes portionnent les ingrédients et préparent les plats dans nos propres cuisines, à Vancouver, à Calgary, à Toronto et à Montréal. Ce sont ensuite nos livreurs à nous, des employés de Field & Plate et non une application de livraison, qui déposent chaque glacière à votre porte, dans plus de 130 villes de la Colombie-Britannique, de l’Alberta, de l’Ontario et du Québec.',
        },
        { type: 'heading', text: 'Trois façons de bien manger' },
        {
          type: 'list',
          items: [
            '**Le prêt-à-cuisiner :** des boîtes repas avec les ingrédients déjà portionnés et une recette étape par étape, sur la table en 30 minutes ou moins.',
            '**Le prêt-à-manger :** des plats cuisinés dans nos cuisines, chauds et prêts en 2 minutes environ.',
            '**Le marché :** plus de 150 produits d’épicerie, de boulangerie, collations et extras pour compléter la semaine sans avoir à magasiner ailleurs.',
          ],
        },
        {
          type: 'paragraph',
          text: 'Chaque semaine, le menu propose environ 35 repas et de nouvelles recettes : il y a toujours quelque chose à découvrir.',
        },
        { type: 'heading', text: 'Moins d’emballage, et c’est voulu' },
        {
          type: 'paragraph',
          text: 'Gagner du temps, oui, mais pas au prix d’un bac de recyclage qui déborde. Vos ingrédients voyagent dans des [trousses zéro déchet](/fr/zero-dechet) réutilisables, rangées dans une glacière que l’on récupère. Vous les rincez, vous laissez la glacière dehors à votre prochaine livraison, et on s’occupe du reste.',
        },
        { type: 'heading', text: 'Pensé pour la vraie vie' },
        {
          type: 'paragraph',
          text: 'Des vacances qui s’en viennent? Un souper chez la belle-famille? Sautez une semaine, prenez une pause ou annulez quand vous voulez : aucun engagement.',
        },
        {
          type: 'callout',
          text: 'Envie de voir ce qui mijote? Jetez un coup d’œil au [menu de la semaine](/fr/menu/semaine) ou [choisissez votre forfait](/fr/inscription/forfaits/).',
        },
      ],
    },
  },
  // ---------------------------------------------------------------------------------------------
  // Eco-friendly commitments
  // ---------------------------------------------------------------------------------------------
  {
    slug: 'eco-commitments',
    title: { en: 'Our eco-friendly commitments', fr: 'Nos engagements écoresponsables' },
    summary: {
      en: 'The commitments that guide how we buy, pack and deliver your meals, and how we report on them.',
      fr: 'Les engagements qui guident notre façon d’acheter, d’emballer et de livrer vos repas, et de vous en rendre compte.',
    },
    updatedOn: '2026-09-15',
    blocks: {
      en: [
        {
          type: 'paragraph',
          text: 'We feed a lot of households every week, so our choices add up quickly. These five commitments guide how we buy, pack and deliver, and we report on them openly.',
        },
        { type: 'heading', text: '1. Buy Canadian and local first' },
        {
          type: 'paragraph',
          text: 'We source from local Canadian farms and producers whenever possible, and build our weekly menus around what they grow and make. Shorter supply chains mean fresher food and stronger ties with the people who produce it.',
        },
        { type: 'heading', text: '2. Reuse before recycling' },
        {
          type: 'paragraph',
          text: 'Your ingredients come in reusable [zero-waste kits](/zero-waste) packed in a returnable cooler bag. When they come back, we sanitize them and send them out again. Only containers that are worn out get recycled.',
        },
        { type: 'heading', text: '3. Buy only what is ordered' },
        {
          type: 'paragraph',
          text: 'Orders close five days before delivery, so we buy for the meals you have actually chosen. Ingredients arrive pre-portioned, which means no half-used bunch of herbs wilting at the back of the fridge. For best results, use fresh ingredients within 4 days of delivery.',
        },
        { type: 'heading', text: '4. Deliver efficiently' },
        {
          type: 'paragraph',
          text: 'We run our own courier fleet. Delivering by area on set days, from Sunday to Wednesday, lets us plan tight routes neighbourhood by neighbourhood, and the same trip that brings your new order picks up last week’s bag.',
        },
        { type: 'heading', text: '5. Report openly' },
        {
          type: 'paragraph',
          text: 'Our [impact page](/impact) shows where we stand, with figures updated weekly. When a number moves the wrong way, we would rather say so than hide it.',
        },
        {
          type: 'callout',
          text: '**You are part of it too.** Rinse and return your kits, plan your meals to use everything you receive, and skip the weeks you are away. Our [how-to guide](/zero-waste/how-to) explains returns step by step.',
        },
      ],
      fr: [
        {
          type: 'paragraph',
          text: 'On nourrit beaucoup de familles chaque semaine : nos choix ont donc un effet qui se multiplie vite. Voici les cinq engagements qui orientent notre façon d’acheter, d’emballer et de livrer, et sur lesquels on vous rend des comptes.',
        },
        { type: 'heading', text: '1. Acheter d’ici d’abord' },
        {
          type: 'paragraph',
          text: 'Chaque fois que c’est possible, on s’approvisionne auprès de fermes et de producteurs canadiens de chez nous, et on bâtit nos menus en fonction de ce qu’ils cultivent et fabriquent. Moins d’intermédiaires, c’est plus de fraîcheur et des liens plus solides avec celles et ceux qui nous nourrissent.',
        },
        { type: 'heading', text: '2. Réutiliser avant de recycler' },
        {
          type: 'paragraph',
          text: 'Vos ingrédients arrivent dans des [trousses zéro déchet](/fr/zero-dechet) réutilisables, rangées dans une glacière qui nous revient. À leur retour, on les désinfecte et elles repartent pour une autre livraison. Seuls les contenants usés sont envoyés au recyclage.',
        },
        { type: 'heading', text: '3. N’acheter que ce qui est commandé' },
        {
          type: 'paragraph',
          text: 'Les commandes se ferment cinq jours avant la livraison : on achète donc pour les repas que vous avez réellement choisis. Et comme les ingrédients sont déjà portionnés, fini le bouquet de coriandre oublié au fond du frigo. Pour en profiter pleinement, utilisez les ingrédients frais dans les 4 jours suivant la livraison.',
        },
        { type: 'heading', text: '4. Livrer intelligemment' },
        {
          type: 'paragraph',
          text: 'On a notre propre flotte de livraison. Comme chaque secteur est desservi à jour fixe, du dimanche au mercredi, on peut planifier des trajets serrés, quartier par quartier. Et le livreur qui dépose votre nouvelle commande repart avec la glacière de la semaine d’avant.',
        },
        { type: 'heading', text: '5. En parler franchement' },
        {
          type: 'paragraph',
          text: 'Notre [page Impact](/fr/impact) présente nos résultats, mis à jour chaque semaine. Quand un chiffre va dans le mauvais sens, on préfère le dire plutôt que le cacher.',
        },
        {
          type: 'callout',
          text: '**Vous faites partie de l’équation.** Rincez et retournez vos trousses, planifiez vos soupers pour tout utiliser et sautez les semaines où vous êtes absent. Notre [mode d’emploi](/fr/zero-dechet/mode-emploi) explique le retour étape par étape.',
        },
      ],
    },
  },
  // ---------------------------------------------------------------------------------------------
  // Zero waste
  // ---------------------------------------------------------------------------------------------
  {
    slug: 'zero-waste',
    title: { en: 'Zero-waste kits', fr: 'Trousses zéro déchet' },
    summary: {
      en: 'Your ingredients travel in reusable containers inside a returnable cooler bag. Rinse, return, and we sanitize them for the next delivery.',
      fr: 'Vos ingrédients voyagent dans des contenants réutilisables, rangés dans une glacière réutilisable. Vous rincez, vous retournez, et on les désinfecte pour la prochaine livraison.',
    },
    updatedOn: '2026-09-15',
    blocks: {
      en: [
        {
          type: 'paragraph',
          text: 'Every Field & Plate order arrives with its ingredients packed in zero-waste kits: sturdy, reusable containers that travel inside a returnable cooler bag. Instead of ending up in your recycling bin, they come back to us, get sanitized and go out again.',
        },
        { type: 'heading', text: 'How the loop works' },
        {
          type: 'list',
          ordered: true,
          items: [
            'We pack your pre-portioned ingredients into zero-waste kits in our kitchen.',
            'Our driver brings them to your door in an insulated cooler bag.',
            'You cook, then give each container a quick rinse and put everything back in the bag.',
            'On your next delivery day, you leave the bag out and your driver takes it back.',
            'We sanitize the bag and containers and reuse them. Worn containers are recycled.',
          ],
        },
        { type: 'heading', text: 'Why reusable containers' },
        {
          type: 'paragraph',
          text: 'Single-use packaging does one trip and is thrown away. A reusable container makes the trip again and again, and since our own couriers already come to your door each week, picking it up costs no extra drive.',
        },
        { type: 'heading', text: 'Keep track in your account' },
        {
          type: 'paragraph',
          text: 'The [Bags & kits](/account/bags&kits) page of your account shows which cooler bags and kits you have at home. The status is updated within 7 days of a return.',
        },
        { type: 'heading', text: 'Good to know' },
        {
          type: 'list',
          items: [
            'A cooler bag kept more than 6 weeks may be charged.',
            'After 3 failed pickup attempts, the cooler bag and kits may be charged.',
            'Cracked or tired containers? Send them back anyway: we recycle them properly.',
          ],
        },
        {
          type: 'callout',
          text: 'Ready to send yours back? Follow our [step-by-step return guide](/zero-waste/how-to).',
        },
      ],
      fr: [
        {
          type: 'paragraph',
          text: 'Chez Field & Plate, vos ingrédients arrivent dans des trousses zéro déchet : des contenants solides et réutilisables, rangés dans une glacière qui nous revient. Au lieu de remplir votre bac bleu, ils retournent à notre cuisine, sont désinfectés et repartent pour une autre livraison.',
        },
        { type: 'heading', text: 'La boucle, en cinq temps' },
        {
          type: 'list',
          ordered: true,
          items: [
            'À la cuisine, on place vos ingrédients déjà portionnés dans les trousses.',
            'Votre livreur vous les apporte dans une glacière isotherme.',
            'Vous cuisinez, vous rincez chaque contenant et vous remettez le tout dans la glacière.',
            'À votre prochain jour de livraison, vous laissez la glacière dehors et le livreur la récupère.',
            'On désinfecte la glacière et les contenants, puis on les réutilise. Les contenants usés sont recyclés.',
          ],
        },
        { type: 'heading', text: 'Pourquoi des contenants réutilisables' },
        {
          type: 'paragraph',
          text: 'Un emballage jetable fait un seul voyage avant de finir aux ordures. Un contenant réutilisable, lui, fait l’aller-retour encore et encore. Et puisque nos livreurs passent déjà chez vous chaque semaine, le récupérer n’ajoute aucun trajet.',
        },
        { type: 'heading', text: 'Suivez vos trousses dans votre compte' },
        {
          type: 'paragraph',
          text: 'La page [Sacs et trousses](/fr/compte/sacs-et-trousses) de votre compte indique les glacières et les trousses que vous avez à la maison. Leur état est mis à jour dans les 7 jours suivant le retour.',
        },
        { type: 'heading', text: 'Bon à savoir' },
        {
          type: 'list',
          items: [
            'Une glacière gardée plus de 6 semaines peut vous être facturée.',
            'Après 3 tentatives de collecte infructueuses, la glacière et les trousses peuvent vous être facturées.',
            'Un contenant fissuré ou fatigué? Retournez-le quand même : on s’occupe de le recycler comme il faut.',
          ],
        },
        {
          type: 'callout',
          text: 'Prêt à nous retourner le tout? Suivez notre [mode d’emploi étape par étape](/fr/zero-dechet/mode-emploi).',
        },
      ],
    },
  },
  // ---------------------------------------------------------------------------------------------
  // Zero waste: how-to
  // ---------------------------------------------------------------------------------------------
  {
    slug: 'zero-waste-how-to',
    title: {
      en: 'How to return your cooler bag and kits',
      fr: 'Retourner votre glacière et vos trousses : mode d’emploi',
    },
    summary: {
      en: 'Rinse, pack, leave it out: returning your zero-waste kits takes two minutes. Here is how, what not to put in the bag, and what happens next.',
      fr: 'Rincer, ranger, déposer dehors : le retour de vos trousses zéro déchet prend deux minutes. Voici comment faire, ce qu’il ne faut pas mettre dans la glacière et ce qui se passe ensuite.',
    },
    updatedOn: '2026-09-15',
    blocks: {
      en: [
        {
          type: 'paragraph',
          text: 'Returning your zero-waste kits takes about two minutes after dinner, and you do not need to be home when your driver comes by.',
        },
        { type: 'heading', text: 'Step by step' },
        {
          type: 'list',
          ordered: true,
          items: [
            '**Empty** each container and scrape any leftovers into your compost or garbage.',
            '**Rinse** each container under the tap for 20 to 30 seconds. A quick rinse is all we ask: we sanitize everything when it comes back.',
            '**Pack** all the containers and their lids back into the cooler bag.',
            '**Leave the bag out** on your next delivery day, where your driver usually drops off your order.',
            '**That’s it.** Your driver takes the bag back when delivering your new order, and the [Bags & kits](/account/bags&kits) page of your account is updated within 7 days.',
          ],
        },
        { type: 'heading', text: 'What not to return' },
        {
          type: 'list',
          items: [
            'food scraps or leftovers;',
            'packaging from other stores or brands;',
            'glass jars, cans or bottles;',
            'household garbage or recycling;',
            'anything sharp, including broken glass.',
          ],
        },
        {
          type: 'paragraph',
          text: 'Cracked or worn Field & Plate containers are welcome, though: put them in the bag with the others and we will recycle them properly.',
        },
        { type: 'heading', text: 'What happens to them' },
        {
          type: 'paragraph',
          text: 'Back at our kitchen, each bag and container is checked and sanitized, then goes back into circulation for future orders. Containers that have reached the end of their life are recycled.',
        },
        { type: 'heading', text: 'Skipping a week or away for a while?' },
        {
          type: 'paragraph',
          text: 'If you skip a week, no driver comes by: simply leave the bag out on your next delivery day. Keep an eye on the calendar, though: a bag kept more than 6 weeks may be charged, and after 3 failed pickup attempts the bag and kits may be charged. If you are pausing for longer, [contact us](/contact) and we will find a solution together.',
        },
        {
          type: 'callout',
          text: 'Want the bigger picture? Read about our [zero-waste kits](/zero-waste) and see the results on our [impact page](/impact).',
        },
      ],
      fr: [
        {
          type: 'paragraph',
          text: 'Retourner vos trousses zéro déchet, c’est l’affaire de deux minutes après le souper. Et pas besoin d’être à la maison quand le livreur passe.',
        },
        { type: 'heading', text: 'Étape par étape' },
        {
          type: 'list',
          ordered: true,
          items: [
            '**Videz** chaque contenant et jetez les restes au compost ou à la poubelle.',
            '**Rincez** chaque contenant sous le robinet pendant 20 à 30 secondes. Un simple rinçage suffit : on désinfecte tout à notre cuisine.',
            '**Rangez** les contenants et leurs couvercles dans la glacière.',
            '**Déposez la glacière dehors** à votre prochain jour de livraison, là où le livreur laisse habituellement votre commande.',
            '**C’est tout!** Le livreur reprend la glacière en déposant votre nouvelle commande, et la page [Sacs et trousses](/fr/compte/sacs-et-trousses) de votre compte est mise à jour dans les 7 jours.',
          ],
        },
        { type: 'heading', text: 'Ce qu’il ne faut pas retourner' },
        {
          type: 'list',
          items: [
            'les restes de table et les résidus alimentaires;',
            'les emballages d’autres commerces ou d’autres marques;',
            'les pots en verre, les canettes et les bouteilles;',
            'vos ordures ou votre recyclage;',
            'tout objet coupant, y compris du verre brisé.',
          ],
        },
        {
          type: 'paragraph',
          text: 'Par contre, vos contenants Field & Plate fissurés ou usés sont les bienvenus : glissez-les avec les autres et on les recyclera comme il se doit.',
        },
        { type: 'heading', text: 'Et ensuite?' },
        {
          type: 'paragraph',
          text: 'Dès leur arrivée à la cuisine, glacières et contenants sont inspectés et désinfectés, puis remis en circulation pour les prochaines commandes. Ceux qui ont fait leur temps sont recyclés.',
        },
        { type: 'heading', text: 'Vous sautez une semaine ou partez un bout de temps?' },
        {
          type: 'paragraph',
          text: 'Si vous sautez une semaine, le livreur ne passe pas : laissez simplement la glacière dehors à votre prochaine livraison. Gardez tout de même un œil sur le calendrier : une glacière conservée plus de 6 semaines peut vous être facturée et, après 3 tentatives de collecte infructueuses, la glacière et les trousses peuvent l’être aussi. Vous prenez une longue pause? [Écrivez-nous](/fr/nous-joindre) et on trouvera une solution ensemble.',
        },
        {
          type: 'callout',
          text: 'Pour en savoir plus, découvrez nos [trousses zéro déchet](/fr/zero-dechet) et consultez les résultats sur notre [page Impact](/fr/impact).',
        },
      ],
    },
  },
  // ---------------------------------------------------------------------------------------------
  // How it works
  // ---------------------------------------------------------------------------------------------
  {
    slug: 'how-it-works',
    title: { en: 'How it works', fr: 'Comment ça fonctionne' },
    summary: {
      en: 'Choose a plan, pick your meals each week, get them delivered in a cooler bag, cook in 30 minutes or heat in 2, then return the bag. That’s Field & Plate.',
      fr: 'Choisissez un forfait, sélectionnez vos repas chaque semaine, recevez-les dans une glacière, cuisinez en 30 minutes ou réchauffez en 2, puis retournez la glacière. C’est aussi simple que ça.',
    },
    updatedOn: '2026-09-15',
    blocks: {
      en: [
        {
          type: 'paragraph',
          text: 'Field & Plate takes the planning, shopping and measuring out of dinner. Here is how a week with us works, from choosing a plan to sending the bag back.',
        },
        {
          type: 'list',
          ordered: true,
          items: [
            '**Choose your plan.** Ready-to-cook meal kits for 2 or 4 people, with 2 to 5 recipes a week, or ready-to-eat meals, 4 to 14 a week. Tell us your preferences: vegetarian, vegan, family friendly, meat and fish, premium, keto or high protein.',
            '**Pick your meals each week.** Choose from about 35 meals on [this week’s menu](/menu/this-week), new recipes every week. You have until the cutoff, 23:59 local time five days before your delivery day, to make changes or skip the week.',
            '**Get it delivered in a cooler bag.** Our own couriers deliver from Sunday to Wednesday depending on your area, within a time window. You get a text when your driver is on the way, and the insulated bag keeps everything cold until 23:59, even if you are not home.',
            '**Cook in 30 minutes, or heat in 2.** Meal kits come with pre-portioned ingredients and a step-by-step recipe, most ready in about 30 minutes or less. Ready-to-eat meals just need about 2 minutes to heat.',
            '**Return the bag.** Rinse each container, put everything back in the cooler bag and leave it out on your next delivery day. Your driver takes it back.',
          ],
        },
        { type: 'heading', text: 'What it costs' },
        {
          type: 'list',
          items: [
            'Meals from $11.30 per serving, plans from $59 a week.',
            'Delivery is $8.99, and free on orders of $90 or more before tax.',
            'Your first order: up to 50% off, free delivery and 2 free meals.',
          ],
        },
        { type: 'heading', text: 'Add what you need from the market' },
        {
          type: 'paragraph',
          text: 'Top up your box with more than 150 market items: groceries, bread and pastries, snacks and add-ons. They arrive with your meals, in the same delivery.',
        },
        { type: 'heading', text: 'No commitment' },
        {
          type: 'paragraph',
          text: 'Skip a week, pause for as long as you like or cancel at any time from [your account](/account), as long as you do it before the cutoff. Want the details of the weekly cycle? Read [how meal-kit delivery works](/how-meal-kit-delivery-works).',
        },
        {
          type: 'callout',
          text: 'Ready when you are: [choose your plan](/signup/plans/) and get your first box delivered this week or next.',
        },
      ],
      fr: [
        {
          type: 'paragraph',
          text: 'Avec Field & Plate, fini la planification, l’épicerie et les mesures au quart de tasse. Voici comment se déroule une semaine avec nous, du choix du forfait jusqu’au retour de la glacière.',
        },
        {
          type: 'list',
          ordered: true,
          items: [
            '**Choisissez votre forfait.** Prêt-à-cuisiner pour 2 ou 4 personnes, de 2 à 5 recettes par semaine, ou prêt-à-manger, de 4 à 14 repas par semaine. Indiquez-nous vos préférences : végétarien, végane, familial, viande et poisson, haut de gamme, céto ou riche en protéines.',
            '**Sélectionnez vos repas chaque semaine.** Faites votre choix parmi environ 35 repas au [menu de la semaine](/fr/menu/semaine), avec de nouvelles recettes chaque semaine. Vous avez jusqu’à la date limite, soit 23 h 59 (heure locale) cinq jours avant votre livraison, pour modifier votre commande ou sauter la semaine.',
            '**Recevez le tout dans une glacière.** Nos propres livreurs passent du dimanche au mercredi, selon votre secteur, à l’intérieur d’une plage horaire. Un texto vous prévient quand ils sont en route, et la glacière isotherme garde tout au froid jusqu’à 23 h 59, même si vous n’êtes pas là.',
            '**Cuisinez en 30 minutes ou réchauffez en 2.** Les boîtes repas contiennent des ingrédients déjà portionnés et une recette étape par étape, prête pour la plupart en 30 minutes ou moins. Les plats prêts à manger, eux, se réchauffent en 2 minutes environ.',
            '**Retournez la glacière.** Rincez chaque contenant, remettez le tout dans la glacière et laissez-la dehors à votre prochain jour de livraison. Le livreur la récupère.',
          ],
        },
        { type: 'heading', text: 'Combien ça coûte' },
        {
          type: 'list',
          items: [
            'Des repas à partir de 11,30 $ la portion et des forfaits à partir de 59 $ par semaine.',
            'Livraison à 8,99 $, gratuite sur les commandes de 90 $ et plus avant taxes.',
            'Votre première commande : jusqu’à 50 % de rabais, la livraison gratuite et 2 repas offerts.',
          ],
        },
        { type: 'heading', text: 'Complétez avec le marché' },
        {
          type: 'paragraph',
          text: 'Ajoutez à votre boîte plus de 150 produits du marché : épicerie, pain et viennoiseries, collations et extras. Le tout arrive avec vos repas, dans la même livraison. Une course de moins à faire à l’épicerie!',
        },
        { type: 'heading', text: 'Aucun engagement' },
        {
          type: 'paragraph',
          text: 'Sautez une semaine, prenez une pause aussi longue que vous le voulez ou annulez en tout temps dans [votre compte](/fr/compte), pourvu que ce soit avant la date limite. Pour tout savoir sur le cycle hebdomadaire, lisez [comment fonctionne la livraison de boîtes repas](/fr/livraison-pret-a-cuisiner).',
        },
        {
          type: 'callout',
          text: 'On est prêts quand vous l’êtes : [choisissez votre forfait](/fr/inscription/forfaits/) et recevez votre première boîte dès cette semaine ou la prochaine.',
        },
      ],
    },
  },
  // ---------------------------------------------------------------------------------------------
  // How meal-kit delivery works
  // ---------------------------------------------------------------------------------------------
  {
    slug: 'how-meal-kit-delivery-works',
    title: { en: 'How meal-kit delivery works', fr: 'La livraison de boîtes repas, comment ça marche' },
    summary: {
      en: 'The weekly cycle explained: the menu, the cutoff, delivery days and windows, the text on delivery day and the cold chain that keeps your food fresh.',
      fr: 'Le cycle hebdomadaire en détail : le menu, la date limite, les jours et plages de livraison, le texto du jour J et la chaîne du froid qui garde vos aliments frais.',
    },
    updatedOn: '2026-09-15',
    blocks: {
      en: [
        {
          type: 'paragraph',
          text: 'Meal-kit delivery runs on a weekly rhythm. Once you know the few dates that matter, it takes care of itself: fresh ingredients arrive at your door every week, and you only step in when you want to change something.',
        },
        { type: 'heading', text: 'The weekly cycle' },
        {
          type: 'list',
          ordered: true,
          items: [
            'A new menu of about 35 meals is published, with new recipes every week.',
            'You choose your meals for the week, add market items if you like, or skip the week.',
            'At the cutoff, your order is locked and charged.',
            'We buy what was ordered, then portion and pack it in our kitchens.',
            'Our driver delivers it to your door in a cooler bag and picks up last week’s bag.',
            'You cook (or heat), enjoy, and rinse the containers for next time.',
          ],
        },
        { type: 'heading', text: 'The cutoff: the one time to remember' },
        {
          type: 'paragraph',
          text: 'You can change, skip or pause an order until **23:59 local time five days before your delivery day**. After that, the order is locked, because we start buying and preparing for it. The following week’s order stays open, so you can always plan ahead.',
        },
        {
          type: 'list',
          items: [
            'Sunday delivery: cutoff on the Tuesday before, at 23:59.',
            'Monday delivery: cutoff on the Wednesday before, at 23:59.',
            'Tuesday delivery: cutoff on the Thursday before, at 23:59.',
            'Wednesday delivery: cutoff on the Friday before, at 23:59.',
          ],
        },
        { type: 'heading', text: 'Delivery days and windows' },
        {
          type: 'paragraph',
          text: 'We deliver from Sunday to Wednesday, depending on your area, within a time window such as 14:00–18:00 or 17:00–21:00. Your delivery day and window are shown in [your account](/account). We deliver in more than 130 cities in British Columbia, Alberta, Ontario and Québec; if your address is outside our zone, see [where we deliver](/no-delivery).',
        },
        { type: 'heading', text: 'A text when your driver is on the way' },
        {
          type: 'paragraph',
          text: 'Our drivers are Field & Plate employees, not a third-party app. On delivery day, you get a text message when your driver is on the way. Add a door code, buzzer number or a favourite spot for the bag to your delivery instructions, and your driver will follow them.',
        },
        { type: 'heading', text: 'The cold chain, from our kitchen to your fridge' },
        {
          type: 'paragraph',
          text: 'Your order is packed cold in an insulated cooler bag with ice packs, which keeps food cold until 23:59 on delivery day. You do not need to be home: just put everything in the fridge when you get in, and use fresh ingredients within 4 days. On your next delivery day, leave the rinsed containers in the bag outside and your driver takes it back ([here’s how](/zero-waste/how-to)).',
        },
        {
          type: 'callout',
          text: 'Ready to try it? [Choose your plan](/signup/plans/) or browse [this week’s menu](/menu/this-week).',
        },
      ],
      fr: [
        {
          type: 'paragraph',
          text: 'La livraison de boîtes repas suit un rythme hebdomadaire. Une fois qu’on connaît les quelques dates importantes, tout roule : les ingrédients frais arrivent à votre porte chaque semaine, et vous n’intervenez que si vous voulez changer quelque chose.',
        },
        { type: 'heading', text: 'Une semaine type' },
        {
          type: 'list',
          ordered: true,
          items: [
            'Un nouveau menu d’environ 35 repas est publié, avec de nouvelles recettes chaque semaine.',
            'Vous choisissez vos repas, ajoutez des produits du marché si le cœur vous en dit, ou sautez la semaine.',
            'À la date limite, votre commande est verrouillée et facturée.',
            'On achète ce qui a été commandé, puis on le portionne et on l’emballe dans nos cuisines.',
            'Votre livreur dépose la glacière à votre porte et repart avec celle de la semaine précédente.',
            'Vous cuisinez (ou réchauffez), vous savourez, puis vous rincez les contenants pour la prochaine fois.',
          ],
        },
        { type: 'heading', text: 'La date limite : le seul moment à retenir' },
        {
          type: 'paragraph',
          text: 'Vous pouvez modifier, sauter ou mettre en pause une commande jusqu’à **23 h 59, heure locale, cinq jours avant votre jour de livraison**. Après, la commande est verrouillée, parce qu’on commence à acheter et à préparer vos ingrédients. La commande de la semaine suivante reste ouverte : vous pouvez toujours planifier d’avance.',
        },
        {
          type: 'list',
          items: [
            'Livraison le dimanche : date limite le mardi précédent, à 23 h 59.',
            'Livraison le lundi : date limite le mercredi précédent, à 23 h 59.',
            'Livraison le mardi : date limite le jeudi précédent, à 23 h 59.',
            'Livraison le mercredi : date limite le vendredi précédent, à 23 h 59.',
          ],
        },
        { type: 'heading', text: 'Jours et plages de livraison' },
        {
          type: 'paragraph',
          text: 'On livre du dimanche au mercredi, selon votre secteur, pendant une plage horaire comme de 14 h à 18 h ou de 17 h à 21 h. Votre jour et votre plage de livraison sont indiqués dans [votre compte](/fr/compte). Nous desservons plus de 130 villes en Colombie-Britannique, en Alberta, en Ontario et au Québec; si votre adresse est hors zone, consultez [nos secteurs de livraison](/fr/hors-zone).',
        },
        { type: 'heading', text: 'Un texto quand le livreur est en route' },
        {
          type: 'paragraph',
          text: 'Nos livreurs sont des employés de Field & Plate, pas ceux d’une application. Le jour de la livraison, vous recevez un texto dès que le vôtre est en route. Ajoutez à vos instructions de livraison un code de porte, un numéro d’interphone ou l’endroit où vous préférez qu’on laisse la glacière : il en tiendra compte.',
        },
        { type: 'heading', text: 'La chaîne du froid, de notre cuisine à votre frigo' },
        {
          type: 'paragraph',
          text: 'Votre commande voyage dans une glacière isotherme avec des blocs réfrigérants, qui garde les aliments au froid jusqu’à 23 h 59 le jour de la livraison. Pas besoin d’être à la maison : rangez simplement le tout au frigo en rentrant, et utilisez les ingrédients frais dans les 4 jours. À votre prochaine livraison, laissez les contenants rincés dans la glacière, dehors, et le livreur la reprendra ([voici comment](/fr/zero-dechet/mode-emploi)).',
        },
        {
          type: 'callout',
          text: 'Envie d’essayer? [Choisissez votre forfait](/fr/inscription/forfaits/) ou jetez un œil au [menu de la semaine](/fr/menu/semaine).',
        },
      ],
    },
  },
  // ---------------------------------------------------------------------------------------------
  // Ready to eat
  // ---------------------------------------------------------------------------------------------
  {
    slug: 'ready-to-eat',
    title: { en: 'Ready-to-eat meals', fr: 'Prêt-à-manger' },
    summary: {
      en: 'Chef-made meals cooked in our kitchens, delivered cold and ready to heat in about 2 minutes. Choose 4 to 14 a week.',
      fr: 'Des plats cuisinés dans nos cuisines, livrés froids et prêts en 2 minutes environ. Choisissez-en de 4 à 14 par semaine.',
    },
    updatedOn: '2026-09-15',
    blocks: {
      en: [
        {
          type: 'paragraph',
          text: 'Some evenings, even 30 minutes of cooking is too much. Our ready-to-eat meals are cooked in our own kitchens and delivered to your door, ready to heat in about 2 minutes. No chopping, no pots, no dishes to speak of.',
        },
        { type: 'heading', text: 'How it works' },
        {
          type: 'list',
          items: [
            'Choose a ready-to-eat plan of 4 to 14 meals a week.',
            'Pick your meals from the weekly menu before the cutoff, 23:59 local time five days before delivery.',
            'Our couriers deliver them in an insulated cooler bag, on the same days and routes as our meal kits.',
            'Keep them in the fridge and enjoy them within 4 days: heat for about 2 minutes and dinner is served.',
          ],
        },
        { type: 'heading', text: 'Made for busy weeks' },
        {
          type: 'paragraph',
          text: 'Ready-to-eat meals are perfect for lunches at the office, late shifts, new parents, or anyone who would rather eat well than cook every night. Set your preferences, from vegetarian to high protein, and we will suggest meals that fit.',
        },
        { type: 'heading', text: 'Cooked in our kitchens' },
        {
          type: 'paragraph',
          text: 'Our teams in Vancouver, Calgary, Toronto and Montréal cook every meal with local Canadian ingredients whenever possible. Each meal lists its ingredients and allergens; please check them before ordering, as our kitchens handle all priority allergens.',
        },
        {
          type: 'callout',
          text: 'See what’s on [this week’s menu](/menu/this-week), then [choose your plan](/signup/plans/).',
        },
      ],
      fr: [
        {
          type: 'paragraph',
          text: 'Certains soirs, même 30 minutes aux fourneaux, c’est trop. Nos plats prêts à manger sont cuisinés dans nos propres cuisines et livrés à votre porte, prêts à réchauffer en 2 minutes environ. Pas de couteau, pas de chaudron, presque pas de vaisselle.',
        },
        { type: 'heading', text: 'Comment ça marche' },
        {
          type: 'list',
          items: [
            'Choisissez un forfait prêt-à-manger de 4 à 14 repas par semaine.',
            'Sélectionnez vos plats au menu de la semaine avant la date limite, soit 23 h 59 (heure locale) cinq jours avant la livraison.',
            'Nos livreurs vous les apportent dans une glacière isotherme, les mêmes jours et sur les mêmes trajets que nos boîtes repas.',
            'Gardez-les au frigo et savourez-les dans les 4 jours : 2 minutes de réchauffage et le souper est servi.',
          ],
        },
        { type: 'heading', text: 'Pour les semaines qui déboulent' },
        {
          type: 'paragraph',
          text: 'Le prêt-à-manger est parfait pour les dîners au bureau, les horaires de soir, les nouveaux parents ou tous ceux qui préfèrent bien manger sans cuisiner chaque soir. Indiquez vos préférences, de végétarien à riche en protéines, et on vous suggérera des plats qui vous ressemblent.',
        },
        { type: 'heading', text: 'Cuisiné chez nous' },
        {
          type: 'paragraph',
          text: 'Nos équipes de Vancouver, de Calgary, de Toronto et de Montréal préparent chaque plat avec des ingrédients d’ici chaque fois que c’est possible. La liste des ingrédients et des allergènes accompagne chaque plat : consultez-la avant de commander, puisque nos cuisines manipulent tous les allergènes prioritaires.',
        },
        {
          type: 'callout',
          text: 'Découvrez le [menu de la semaine](/fr/menu/semaine), puis [choisissez votre forfait](/fr/inscription/forfaits/).',
        },
      ],
    },
  },
  // ---------------------------------------------------------------------------------------------
  // Impact (text around the live figures)
  // ---------------------------------------------------------------------------------------------
  {
    slug: 'impact',
    title: { en: 'Our impact', fr: 'Notre impact' },
    summary: {
      en: 'What our reusable kits, local sourcing and weekly ordering add up to, with figures updated every week.',
      fr: 'Ce que nos trousses réutilisables, notre approvisionnement local et nos commandes hebdomadaires donnent concrètement, chiffres à l’appui, mis à jour chaque semaine.',
    },
    updatedOn: '2026-09-15',
    blocks: {
      en: [
        {
          type: 'paragraph',
          text: 'The figures above are updated weekly. They are not targets or estimates from a brochure: they come from what actually happens each week in our kitchens and on our delivery routes, and from everything you send back to us.',
        },
        { type: 'heading', text: 'Why we measure' },
        {
          type: 'paragraph',
          text: 'Good intentions are easy to announce. Measuring keeps us honest: it shows where our [commitments](/eco-friendly-commitments) are working and where we still have work to do.',
        },
        { type: 'heading', text: 'Every return counts' },
        {
          type: 'paragraph',
          text: 'Each cooler bag left out on delivery day, with its rinsed containers inside, is packaging that does not need to be made again. Back at our kitchen, bags and kits are sanitized and go out on another delivery; only worn containers are recycled.',
        },
        { type: 'heading', text: 'Local whenever possible' },
        {
          type: 'paragraph',
          text: 'We buy from Canadian farms and producers whenever we can. Because orders close five days before delivery, we buy for meals that have actually been chosen, and pre-portioned ingredients mean less food forgotten in the back of the fridge.',
        },
        { type: 'heading', text: 'When a number goes the wrong way' },
        {
          type: 'paragraph',
          text: 'Not every week is a record. When a figure slips, we would rather show it than hide it, and work out what to change.',
        },
        {
          type: 'callout',
          text: 'Want to help move the numbers? [Return your bag and kits](/zero-waste/how-to) on your next delivery day.',
        },
      ],
      fr: [
        {
          type: 'paragraph',
          text: 'Les chiffres ci-dessus sont mis à jour chaque semaine. Ce ne sont ni des objectifs ni des estimations de dépliant : ils reflètent ce qui se passe réellement dans nos cuisines et sur nos trajets de livraison, et tout ce que vous nous retournez.',
        },
        { type: 'heading', text: 'Pourquoi mesurer' },
        {
          type: 'paragraph',
          text: 'Les bonnes intentions, c’est facile à annoncer. Les mesurer nous garde honnêtes : on voit où nos [engagements](/fr/engagements-ecoresponsables) portent leurs fruits et où il reste du chemin à faire.',
        },
        { type: 'heading', text: 'Chaque retour compte' },
        {
          type: 'paragraph',
          text: 'Chaque glacière déposée dehors le jour de la livraison, avec ses contenants rincés à l’intérieur, c’est de l’emballage qu’on n’a pas à fabriquer de nouveau. À la cuisine, glacières et trousses sont désinfectées et repartent pour une autre livraison; seuls les contenants usés sont recyclés.',
        },
        { type: 'heading', text: 'D’ici, chaque fois que c’est possible' },
        {
          type: 'paragraph',
          text: 'On achète auprès de fermes et de producteurs canadiens dès qu’on le peut. Comme les commandes se ferment cinq jours avant la livraison, on achète pour des repas qui ont vraiment été choisis, et les ingrédients portionnés laissent moins de restes oubliés au fond du frigo.',
        },
        { type: 'heading', text: 'Quand un chiffre recule' },
        {
          type: 'paragraph',
          text: 'Toutes les semaines ne sont pas des records. Quand un chiffre glisse, on préfère vous le montrer plutôt que de le cacher, et trouver quoi changer.',
        },
        {
          type: 'callout',
          text: 'Vous voulez faire bouger les chiffres? [Retournez votre glacière et vos trousses](/fr/zero-dechet/mode-emploi) à votre prochaine livraison.',
        },
      ],
    },
  },
  // ---------------------------------------------------------------------------------------------
  // No delivery to this area
  // ---------------------------------------------------------------------------------------------
  {
    slug: 'no-delivery',
    title: { en: 'We don’t deliver to your area yet', fr: 'Nous ne livrons pas encore chez vous' },
    summary: {
      en: 'Field & Plate delivers in more than 130 cities in four provinces, but not yet to your address. Here is where we deliver and what you can do in the meantime.',
      fr: 'Field & Plate livre dans plus de 130 villes de quatre provinces, mais pas encore à votre adresse. Voici nos secteurs de livraison et ce que vous pouvez faire d’ici là.',
    },
    updatedOn: '2026-09-15',
    blocks: {
      en: [
        {
          type: 'paragraph',
          text: 'Sorry, we don’t deliver to your address yet. Our own couriers bring Field & Plate to more than 130 cities in four provinces, and we are not in your area quite yet.',
        },
        { type: 'heading', text: 'Where we deliver today' },
        {
          type: 'list',
          items: [
            '**British Columbia:** Metro Vancouver, the Fraser Valley, Victoria and the Okanagan.',
            '**Alberta:** Calgary, Edmonton and area.',
            '**Ontario:** Greater Toronto, Hamilton, Ottawa and Kitchener-Waterloo.',
            '**Québec:** Montréal, Laval, Longueuil and Québec City.',
          ],
        },
        {
          type: 'paragraph',
          text: 'We don’t currently deliver outside these areas, for example to the territories or to rural areas.',
        },
        { type: 'heading', text: 'Do you work inside our zone?' },
        {
          type: 'paragraph',
          text: 'Have your order delivered to your workplace instead. Just use your work address at sign-up: the insulated cooler bag keeps everything cold until 23:59 on delivery day, so it can wait for the end of your shift. Feeding a whole team? Write to [corporate@fieldandplate.ca](mailto:corporate@fieldandplate.ca).',
        },
        { type: 'heading', text: 'Join the waiting list' },
        {
          type: 'paragraph',
          text: 'Send an e-mail to [support@fieldandplate.ca](mailto:support@fieldandplate.ca) with the subject “Waiting list” and your postal code, and we will let you know as soon as we deliver in your area.',
        },
        {
          type: 'callout',
          text: 'Know someone who lives in our zone? You can still treat them with a [gift card](/gift).',
        },
      ],
      fr: [
        {
          type: 'paragraph',
          text: 'Désolés, nous ne livrons pas encore à votre adresse. Nos livreurs sillonnent plus de 130 villes dans quatre provinces, mais votre secteur ne fait pas encore partie de nos trajets.',
        },
        { type: 'heading', text: 'Où nous livrons aujourd’hui' },
        {
          type: 'list',
          items: [
            '**Québec :** Montréal, Laval, Longueuil et la ville de Québec.',
            '**Ontario :** région du Grand Toronto, Hamilton, Ottawa et Kitchener-Waterloo.',
            '**Alberta :** Calgary, Edmonton et les environs.',
            '**Colombie-Britannique :** Grand Vancouver, vallée du Fraser, Victoria et Okanagan.',
          ],
        },
        {
          type: 'paragraph',
          text: 'Pour l’instant, nous ne livrons pas à l’extérieur de ces secteurs, notamment dans les territoires et les régions rurales.',
        },
        { type: 'heading', text: 'Vous travaillez dans notre zone?' },
        {
          type: 'paragraph',
          text: 'Faites-vous livrer au bureau! Il suffit d’inscrire l’adresse de votre lieu de travail : la glacière isotherme garde tout au froid jusqu’à 23 h 59 le jour de la livraison, alors votre souper peut attendre la fin de votre quart. Vous voulez nourrir toute votre équipe? Écrivez à [corporate@fieldandplate.ca](mailto:corporate@fieldandplate.ca).',
        },
        { type: 'heading', text: 'Inscrivez-vous à la liste d’attente' },
        {
          type: 'paragraph',
          text: 'Envoyez un courriel à [support@fieldandplate.ca](mailto:support@fieldandplate.ca) avec l’objet « Liste d’attente » et votre code postal : on vous fera signe dès qu’on livrera dans votre coin.',
        },
        {
          type: 'callout',
          text: 'Un proche habite dans notre zone? Vous pouvez quand même le gâter avec une [carte-cadeau](/fr/cadeau).',
        },
      ],
    },
  },
];

export default pages;
