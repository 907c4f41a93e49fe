/**
 * A product's colours, each with its own sizes (the product's options: colourName and
 * sizes). The editor ticks colours and, under each, the sizes that colour is made in;
 * these keep the list in the base product's order so a save never reorders it.
 */
export interface ColourSizes {
  colourName: string;
  sizes: string[];
}

/** In the base product's order: what the list holds of `order`, nothing else. */
const inOrder = <T>(order: readonly T[], chosen: readonly T[]): T[] =>
  order.filter((item) => chosen.includes(item));

/**
 * Ticks or unticks a colour. A newly ticked colour starts with the sizes of the first
 * colour already chosen (most products are made alike in every colour), or every size
 * of the base product when it is the first.
 */
export function toggleColour(
  options: readonly ColourSizes[],
  colourName: string,
  base: { colours: readonly string[]; sizes: readonly string[] },
): ColourSizes[] {
  if (options.some((option) => option.colourName === colourName))
    return options.filter((option) => option.colourName !== colourName);
  const sizes = options[0] ? [...options[0].sizes] : [...base.sizes];
  const added = [...options, { colourName, sizes }];
  return inOrder(
    base.colours,
    added.map((option) => option.colourName),
  ).map((name) => added.find((option) => option.colourName === name) as ColourSizes);
}

/** Ticks or unticks one size of one colour, keeping the base product's size order. */
export function toggleColourSize(
  options: readonly ColourSizes[],
  colourName: string,
  size: string,
  baseSizes: readonly string[],
): ColourSizes[] {
  return options.map((option) => {
    if (option.colourName !== colourName) return option;
    const sizes = option.sizes.includes(size)
      ? option.sizes.filter((item) => item !== size)
      : [...option.sizes, size];
    return { colourName, sizes: inOrder(baseSizes, sizes) };
  });
}
