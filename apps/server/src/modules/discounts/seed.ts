import type { Seeder } from '../../db/seeder.ts';
import { createClientsService } from '../auth/clients-service.ts';
import { createDiscountsRepository } from './repository.ts';
import { DEFAULT_SIGNUP_CODE } from './service.ts';
import type { discountCodes } from './tables.ts';

type CodeSeed = Omit<typeof discountCodes.$inferInsert, 'id' | 'createdAt'>;

/** The default signup offer: every install needs it. */
export const SIGNUP_OFFER: CodeSeed = {
  code: DEFAULT_SIGNUP_CODE,
  rule: { type: 'free_meals', servings: 2 },
  nameEn: '2 free meals',
  nameFr: '2 repas gratuits',
  maxUsesPerHousehold: 1,
  firstOrderOnly: true,
};

/** Demo promotions, one per kind of SPEC.md §3, plus the failure cases the demo shows. */
export const DEMO_CODES: CodeSeed[] = [
  {
    code: 'WELCOME50',
    rule: { type: 'percentage', percent: 50 },
    nameEn: '50% off your first order',
    nameFr: '50 % de rabais sur la première commande',
  },
  { code: 'FRESH20', rule: { type: 'fixed', amountCents: 2000 }, nameEn: '$20 off', nameFr: '20 $ de rabais' },
  {
    code: 'MULTI3',
    rule: {
      type: 'multi_order',
      elements: [
        { orderPosition: 1, amountCents: 3000 },
        { orderPosition: 2, amountCents: 2000 },
        { orderPosition: 3, amountCents: 1000 },
      ],
    },
    nameEn: '$60 off your first 3 orders',
    nameFr: '60 $ de rabais sur vos 3 premières commandes',
  },
  {
    code: 'FIRSTWEEK30',
    rule: { type: 'first_week', percent: 30 },
    nameEn: '30% off your first week',
    nameFr: '30 % de rabais sur la première semaine',
  },
  {
    code: 'FREEDEL',
    rule: { type: 'free_delivery' },
    nameEn: 'Free delivery',
    nameFr: 'Livraison gratuite',
    stackable: true,
  },
  {
    code: 'SAVE10X4',
    rule: { type: 'recurring', percent: 10, orders: 4 },
    nameEn: '10% off your first 4 orders',
    nameFr: '10 % de rabais sur vos 4 premières commandes',
  },
  {
    code: 'EXPIRED10',
    rule: { type: 'percentage', percent: 10 },
    nameEn: '10% off',
    nameFr: '10 % de rabais',
    validFrom: '2024-01-01',
    validUntil: '2024-12-31',
  },
  // For a household that already has its orders: the payment settings put it on the next one.
  {
    code: 'NEXTWEEK15',
    rule: { type: 'fixed', amountCents: 1500 },
    nameEn: '$15 off your next order',
    nameFr: '15 $ de rabais sur votre prochaine commande',
    firstOrderOnly: false,
  },
  // Every use already given out.
  { code: 'GONE', rule: { type: 'fixed', amountCents: 1500 }, nameEn: '$15 off', nameFr: '15 $ de rabais', maxUses: 0 },
];

/** Demo households of the identity seed, by e-mail; their referral codes are stable for the demo. */
export const DEMO_REFERRALS = [
  { email: 'demo@fieldandplate.ca', code: 'DEMOFRIEND' },
  { email: 'demo.fr@fieldandplate.ca', code: 'AMIDEMO' },
];

export const signupOfferSeeder: Seeder = {
  name: 'signup offer',
  async run({ db }) {
    await createDiscountsRepository(db).upsertCode(SIGNUP_OFFER);
  },
};

export const demoDiscountsSeeder: Seeder = {
  name: 'demo discount and referral codes',
  demoOnly: true,
  async run({ db, log }) {
    await db.transaction(async (tx) => {
      const repo = createDiscountsRepository(tx);
      for (const code of DEMO_CODES) await repo.upsertCode(code);
      for (const { email, code } of DEMO_REFERRALS) {
        const client = await createClientsService({ db: tx }).findByEmail(email);
        // The demo clients come from the identity seed; without them there is nobody to refer.
        if (!client) {
          log(`no demo client ${email}: referral code ${code} skipped`);
          continue;
        }
        if (!(await repo.referralCodeOf(client.id))) await repo.insertReferralCode(code, client.id);
      }
    });
  },
};
