import type { DeliveryCenter } from '@/lib/centers/deliveryChoice';
import { centersByState } from '@/lib/centers/states';

/*
 * The delivery modal's rules (docs/rules/states.md#delivery-modal), without React:
 * 1. it shows when the page opens, unless the guest already has a delivery center;
 * 2. the guest picks a state, then a center of that state; changing the state resets the center;
 * 3. Submit appears only once a center that has a price tier is chosen;
 * 4. Submit keeps the center and hides the modal.
 */

/** What the guest has picked in the modal so far; '' is nothing picked. */
export interface PickerChoice {
  state: string;
  centerId: string;
}

export const NO_CHOICE: PickerChoice = { state: '', centerId: '' };

export interface PickerStateGroup {
  state: string;
  centers: DeliveryCenter[];
}

/** The state select's states and each one's centers, both sorted by name, as every center list. */
export function pickerGroups(centers: readonly DeliveryCenter[]): PickerStateGroup[] {
  return centersByState(centers).map(({ state, centers: members }) => ({
    state,
    centers: members,
  }));
}

/** The centers the center select offers: those of the chosen state; none before a state is chosen. */
export function centersOfState(
  centers: readonly DeliveryCenter[],
  state: string,
): DeliveryCenter[] {
  return pickerGroups(centers).find((group) => group.state === state)?.centers ?? [];
}

/** Rule 1: the modal opens by itself when there is no usable stored center. */
export function opensByItself(
  centers: readonly DeliveryCenter[],
  storedId: string | undefined,
): boolean {
  return chosenCenter(initialChoice(centers, storedId), centers)?.priceTier === undefined;
}

/** Where the modal starts: the stored center and its state, or nothing picked. */
export function initialChoice(
  centers: readonly DeliveryCenter[],
  storedId: string | undefined,
): PickerChoice {
  const stored = storedId ? centers.find((center) => center.id === storedId) : undefined;
  return stored ? { state: stored.state, centerId: stored.id } : NO_CHOICE;
}

/** Rule 2: a state; a different state resets the center, an unknown one picks nothing. */
export function chooseState(
  choice: PickerChoice,
  state: string,
  centers: readonly DeliveryCenter[],
): PickerChoice {
  if (state === choice.state) return choice;
  const known = centers.some((center) => center.state === state);
  return { state: known ? state : '', centerId: '' };
}

/** Rule 2: a center of the chosen state; anything else leaves no center picked. */
export function chooseCenter(
  choice: PickerChoice,
  centerId: string,
  centers: readonly DeliveryCenter[],
): PickerChoice {
  const center = centers.find((candidate) => candidate.id === centerId);
  return { ...choice, centerId: center && center.state === choice.state ? center.id : '' };
}

/** The picked center, when it belongs to the picked state. */
export function chosenCenter(
  choice: PickerChoice,
  centers: readonly DeliveryCenter[],
): DeliveryCenter | undefined {
  if (!choice.centerId) return undefined;
  const center = centers.find((candidate) => candidate.id === choice.centerId);
  return center && center.state === choice.state ? center : undefined;
}

/** Rule 3: Submit shows only for a picked center that has a price tier. */
export function canSubmit(choice: PickerChoice, centers: readonly DeliveryCenter[]): boolean {
  return chosenCenter(choice, centers)?.priceTier !== undefined;
}

/** Rule 4: the id Submit stores as the delivery center; undefined when Submit is not allowed. */
export function submittedCenterId(
  choice: PickerChoice,
  centers: readonly DeliveryCenter[],
): string | undefined {
  return canSubmit(choice, centers) ? choice.centerId : undefined;
}
