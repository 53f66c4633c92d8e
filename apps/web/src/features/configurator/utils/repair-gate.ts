/**
 * Spec 1 §5: when the file has repair info, the agreement must be ticked before 'next' on
 * sub-step 0 and before add to cart.
 */
export function isNextAllowed(input: { hasRepairInfo: boolean; isAcknowledged: boolean }): boolean {
  return !input.hasRepairInfo || input.isAcknowledged;
}

/**
 * Spec 1 §5: add to cart (and choose finishes) are disabled when the selected mode is not
 * printable or while going to the cart; add to cart also needs the repair agreement.
 */
export function isAddToCartAllowed(input: {
  hasRepairInfo: boolean;
  isAcknowledged: boolean;
  isSelectedPrintable: boolean;
  isAdding: boolean;
}): boolean {
  return isChooseFinishesAllowed(input) && isNextAllowed(input);
}

export function isChooseFinishesAllowed(input: {
  isSelectedPrintable: boolean;
  isAdding: boolean;
}): boolean {
  return input.isSelectedPrintable && !input.isAdding;
}
