// Pictures for the dish-family subjects (banners, page images, the table scene), which stand for
// a kind of dish rather than one product: the seed picks one of these.
import type { Picture } from '../picture.ts';
import type { DishFamily } from '../../seed/types.ts';

export const FAMILY_PRESETS: Record<DishFamily, readonly Picture[]> = {
  pasta: [
    { form: 'pasta', base: 'ribbons', sauce: '#C8412B', foods: ['cherry_tomato', 'parmesan', 'basil'] },
    { form: 'pasta', base: 'tubes', sauce: '#F0E2BD', foods: ['mushrooms', 'parmesan', 'parsley'] },
    { form: 'pasta', base: 'ribbons', sauce: '#6E9A36', foods: ['cherry_tomato', 'parmesan', 'basil'] },
    { form: 'pasta', base: 'tubes', sauce: '#9E3B22', foods: ['ground_beef', 'parmesan', 'basil'] },
  ],
  noodles: [
    {
      form: 'noodle_soup',
      base: 'wheat_noodles',
      sauce: '#D9A35B',
      foods: ['pork_medallions', 'egg_half', 'bok_choy', 'nori', 'green_onion', 'sesame'],
    },
    {
      form: 'noodle_soup',
      base: 'wheat_noodles',
      sauce: '#C0552F',
      foods: ['tofu', 'bok_choy', 'corn', 'green_onion', 'chili_oil'],
    },
    {
      form: 'noodles',
      base: 'flat_rice_noodles',
      sauce: '#D9894A',
      foods: ['shrimp', 'bean_sprouts', 'green_onion', 'peanuts', 'lime'],
    },
  ],
  rice_bowl: [
    {
      form: 'bowl',
      base: 'rice',
      foods: ['salmon', 'avocado', 'edamame', 'carrot', 'cucumber', 'red_cabbage', 'sriracha_mayo', 'sesame'],
    },
    {
      form: 'bowl',
      base: 'rice',
      foods: ['chicken', 'broccoli', 'edamame', 'carrot', 'corn', 'teriyaki_glaze', 'green_onion'],
    },
    { form: 'bowl', base: 'brown_rice', foods: ['tofu', 'mango', 'avocado', 'red_cabbage', 'cucumber', 'sesame'] },
  ],
  grain_bowl: [
    {
      form: 'bowl',
      base: 'quinoa',
      foods: ['sweet_potato', 'chickpeas', 'kale', 'avocado', 'pickled_beets', 'tahini', 'pumpkin_seeds'],
    },
    {
      form: 'bowl',
      base: 'farro',
      foods: ['cherry_tomato', 'red_onion', 'broccoli', 'feta', 'carrot', 'olive_oil', 'parsley'],
    },
  ],
  curry: [
    { form: 'curry', base: 'rice', sauce: '#D98B2B', foods: ['chicken', 'cream_swirl', 'cilantro'] },
    { form: 'curry', base: 'rice', sauce: '#D7743A', foods: ['chickpeas', 'spinach', 'coconut_swirl', 'cilantro'] },
    { form: 'curry', base: 'rice', sauce: '#9AA23C', foods: ['tofu', 'green_beans', 'red_pepper', 'thai_basil'] },
  ],
  tacos: [
    {
      form: 'tacos',
      base: 'corn_tortilla',
      foods: ['carnitas', 'green_cabbage', 'cherry_tomato', 'sour_cream', 'cilantro', 'lime'],
    },
    {
      form: 'tacos',
      base: 'flour_tortilla',
      foods: ['fried_fish', 'red_cabbage', 'sriracha_mayo', 'cilantro', 'lime'],
    },
    {
      form: 'tacos',
      base: 'corn_tortilla',
      foods: ['black_beans', 'sweet_potato', 'green_cabbage', 'pickled_onion', 'cilantro', 'lime'],
    },
  ],
  salad: [
    { form: 'salad', foods: ['mixed_greens', 'cherry_tomato', 'cucumber', 'red_onion', 'feta'] },
    { form: 'salad', foods: ['romaine', 'arugula', 'avocado', 'radish', 'corn', 'croutons'] },
  ],
  soup: [
    { form: 'soup', sauce: '#D2553A', foods: ['cream_swirl', 'basil'] },
    { form: 'soup', sauce: '#E89A3C', foods: ['pumpkin_seeds', 'cream_swirl'] },
    { form: 'soup', sauce: '#86AA4E', foods: ['croutons', 'cream_swirl', 'parsley'] },
    { form: 'soup', sauce: '#E2B33C', foods: ['carrot_coins', 'thyme'] },
  ],
  burger: [{ form: 'burger', base: 'brioche_bun', foods: ['beef_patty', 'cheddar', 'tomato_slices', 'mixed_greens'] }],
  sandwich: [
    { form: 'sandwich', base: 'country_bread', foods: ['chicken_breast', 'cheddar', 'tomato_slices', 'mixed_greens'] },
    { form: 'wrap', base: 'flour_tortilla', foods: ['chicken', 'red_pepper', 'corn', 'mixed_greens', 'red_cabbage'] },
  ],
  roast: [
    { form: 'plate', foods: ['steak', 'potatoes', 'carrot_coins', 'brussels_sprouts', 'rosemary'] },
    { form: 'plate', foods: ['pork_medallions', 'potatoes', 'parsnip', 'brussels_sprouts', 'rosemary'] },
  ],
  fish: [
    { form: 'plate', foods: ['salmon', 'asparagus', 'baby_potatoes', 'dill', 'lemon'] },
    { form: 'plate', foods: ['white_fish', 'green_beans', 'mixed_greens', 'parsley', 'lemon'] },
  ],
  pizza: [
    { form: 'pizza', sauce: '#C23A25', foods: ['mozzarella', 'pepperoni', 'basil'] },
    { form: 'pizza', sauce: '#C23A25', foods: ['bocconcini', 'basil'] },
    { form: 'pizza', sauce: '#C23A25', foods: ['mozzarella', 'mushrooms', 'olives', 'green_pepper', 'basil'] },
    { form: 'flatbread', sauce: '#F6EEDA', foods: ['goat_cheese', 'cherry_tomato', 'arugula', 'balsamic'] },
  ],
  stew: [{ form: 'stew', sauce: '#8A3B1E', foods: ['beef_chunks', 'carrot_coins', 'potatoes', 'peas', 'parsley'] }],
  breakfast: [
    { form: 'fried_eggs', base: 'country_bread', foods: ['fried_egg', 'bacon', 'avocado'] },
    { form: 'fried_eggs', base: 'country_bread', foods: ['fried_egg', 'cherry_tomato', 'avocado', 'chives'] },
  ],
  dessert: [
    { form: 'cake_slice', sauce: '#6B3F2A', foods: ['whipped_cream', 'strawberries', 'blueberries'] },
    { form: 'pie', sauce: '#F7EAD0', foods: ['strawberries', 'blueberries', 'mint'] },
  ],
};
