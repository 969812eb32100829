// How one food is drawn, whatever dish it is on.
import type { Draw } from './shapes.ts';

/**
 * piece: scattered over a dish; garnish: sprinkled over an area; drizzle: a line across the top;
 * wedge: one or two pieces at the rim.
 */
export type Role = 'piece' | 'garnish' | 'drizzle' | 'wedge';

export interface FoodDrawing {
  /** One piece `size` across (a garnish: spread over a disc `size` wide). */
  piece: Draw;
  /** Natural size of one piece in the 800×600 frame. */
  size: number;
  /** Pieces to scatter over a whole dish. */
  count: number;
  role: Role;
  /** A section of a bowl or a side on a plate, `size` wide; by default a heap of pieces. */
  cluster?: Draw;
  /** The centre of a plate, `size` long. */
  main?: Draw;
  /** A whole bowl of it (a disc of radius `size`), drawn as one texture rather than pieces. */
  fill?: Draw;
  /** Its colour as a layer or a filling (sandwiches, wraps, tacos). */
  colour: string;
}

export function food(
  colour: string,
  size: number,
  piece: Draw,
  more: Partial<Omit<FoodDrawing, 'colour' | 'size' | 'piece'>> = {},
): FoodDrawing {
  return { colour, size, piece, count: 6, role: 'piece', ...more };
}

export const garnish = (colour: string, size: number, piece: Draw): FoodDrawing =>
  food(colour, size, piece, { role: 'garnish', count: 1 });

export const drizzled = (colour: string, piece: Draw): FoodDrawing =>
  food(colour, 220, piece, { role: 'drizzle', count: 1 });
