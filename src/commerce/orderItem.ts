/** The money fields of an order item in minor units. */
export interface ItemAmounts {
  price: number;
  tax: number;
  discount: number;
}

/** Item total = price + tax - discount (spec, order item). */
export const itemTotal = ({ price, tax, discount }: ItemAmounts): number => price + tax - discount;

export interface ItemQuantities {
  quantity: number;
  returnedQuantity: number;
  labels: { cancelled: boolean }[];
}

/** Active quantity = quantity - returned quantity - cancelled labels (spec, order item). */
export const activeQuantity = ({ quantity, returnedQuantity, labels }: ItemQuantities): number =>
  quantity - returnedQuantity - labels.filter((label) => label.cancelled).length;
