// One drawer per dish form, and the dish-family subjects (banners, the table scene) drawn as
// a picture picked from each family's presets.
import type { DishFamily } from '../../seed/types.ts';
import type { Form, Picture } from '../picture.ts';
import type { Ctx } from '../svg.ts';
import { cannelloni, eggplantParmesan, lasagna, puddingCake, shepherdsPie } from './bakes.ts';
import { grainBowl, paella } from './bowls.ts';
import { eggBites, friedEggs, pancakes, porridge, toast } from './breakfast.ts';
import { burger } from './burger.ts';
import { curry } from './curry.ts';
import { bars, cakeSlice, cheesecake, cookies, iceCream, ramekin, swirls, tarts } from './desserts.ts';
import { noodleSoup, tossedNoodles } from './noodles.ts';
import { pastaDish } from './pasta.ts';
import { pie, potPie } from './pies.ts';
import { flatbread, pizza } from './pizza.ts';
import { plated } from './plates.ts';
import { FAMILY_PRESETS } from './presets.ts';
import { salad } from './salad.ts';
import { banhMi, sandwich, wrap } from './sandwiches.ts';
import type { FormDrawer } from './shared.ts';
import { shakshuka, skilletDish } from './skillet.ts';
import { soup } from './soup.ts';
import { stew } from './stew.ts';
import { tacos } from './tacos.ts';

export type DishDrawer = (c: Ctx, props: boolean) => string;

export const FORM_DRAWERS: Record<Form, FormDrawer> = {
  pasta: pastaDish,
  lasagna,
  cannelloni,
  eggplant_parmesan: eggplantParmesan,
  noodles: tossedNoodles,
  noodle_soup: noodleSoup,
  bowl: grainBowl,
  paella,
  curry,
  skillet: skilletDish,
  shakshuka,
  soup,
  stew,
  salad,
  tacos,
  burger,
  sandwich,
  wrap,
  banh_mi: banhMi,
  plate: plated,
  pizza,
  flatbread,
  shepherds_pie: shepherdsPie,
  pot_pie: potPie,
  pie,
  fried_eggs: friedEggs,
  egg_bites: eggBites,
  porridge,
  pancakes,
  toast,
  ramekin,
  cake_slice: cakeSlice,
  cheesecake,
  tarts,
  bars,
  cookies,
  swirls,
  ice_cream: iceCream,
  pudding_cake: puddingCake,
};

export function drawPicture(c: Ctx, picture: Picture, props: boolean): string {
  return FORM_DRAWERS[picture.form](c, picture, props);
}

function family(presets: readonly Picture[]): DishDrawer {
  return (c, props) => drawPicture(c, c.rng.pick(presets), props);
}

export const DISH_DRAWERS = Object.fromEntries(
  Object.entries(FAMILY_PRESETS).map(([name, presets]) => [name, family(presets)]),
) as Record<DishFamily, DishDrawer>;
