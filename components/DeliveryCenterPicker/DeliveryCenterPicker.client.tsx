'use client';

import { useId, useState, type FormEvent } from 'react';
import type { DeliveryCenter } from '@/lib/centers/deliveryChoice';
import words from '@/messages/en/Delivery.json';
import { CenterSelect } from '../CenterSelect';
import { DecorativeIcon } from '../DecorativeIcon';
import { useModalDialog } from '../Dialog/useModalDialog.client';
import { FieldShell } from '../FieldShell/FieldShell';
import { useSay } from '../Say.client';
import {
  centersOfState,
  chooseCenter,
  chooseState,
  initialChoice,
  pickerGroups,
  submittedCenterId,
} from './pickerRules';
import { CenterPin } from './CenterPin';
import selectStyles from '../CenterSelect.module.css';
import dialogStyles from '../Dialog/Dialog.module.css';
import styles from './DeliveryCenterPicker.module.css';

export interface DeliveryCenterPickerProps {
  open: boolean;
  /** Changes with every opening, so that each starts from the stored center. */
  session?: number;
  centers: readonly DeliveryCenter[];
  /** The guest's delivery center, preselected when the picker opens. */
  storedId?: string;
  /** Called with the chosen center's id on Submit, before the picker closes. */
  onSubmit(centerId: string): void;
  /** Called once the picker has closed: by Submit, Close or Escape. */
  onClose(): void;
  /** Where focus goes when the picker closes; the page's h1 when none is given or it is gone. */
  opener?: HTMLElement | null;
}

/** The page heading, focusable by script only, for a picker that opened by itself. */
function pageHeading(): HTMLElement | null {
  const heading = document.querySelector<HTMLElement>('main h1') ?? document.querySelector('h1');
  if (heading && !heading.hasAttribute('tabindex')) heading.tabIndex = -1;
  return heading;
}

/**
 * The delivery center picker (docs/rules/states.md#delivery-modal): a modal on the native
 * `<dialog>` (opened with `showModal()`, so the page behind is inert), named by its title. The
 * guest picks a state, then one of its centers; Submit appears once the center has a price tier.
 * Escape and Close close it; focus goes back to the control that opened it, or to the page heading.
 * Its words are in the language of the island that draws it (its SayProvider).
 */
export function DeliveryCenterPicker({
  open,
  session = 0,
  centers,
  storedId,
  onSubmit,
  onClose,
  opener,
}: DeliveryCenterPickerProps) {
  // Focus goes to the first choice to make, rather than the Close button before it.
  const { dialogRef, close } = useModalDialog(open, 'select');
  const titleId = useId();
  const introId = useId();
  const say = useSay();

  function handleClose() {
    onClose();
    const target = opener?.isConnected ? opener : pageHeading();
    target?.focus();
  }

  return (
    <dialog
      ref={dialogRef}
      className={`${dialogStyles.dialog} ${styles.picker}`}
      aria-labelledby={titleId}
      aria-describedby={introId}
      onClose={handleClose}
    >
      <div className={styles.banner}>
        <CenterPin size={64} className={dialogStyles.icon} />
        <h2 id={titleId} className={styles.title}>
          {say(words.chooseYourCenter)}
        </h2>
        <button
          type="button"
          className={styles.close}
          aria-label={say(words.close)}
          onClick={close}
        >
          <DecorativeIcon viewBox="0 0 24 24" size={22}>
            <path d="M6 6l12 12M18 6L6 18" />
          </DecorativeIcon>
        </button>
      </div>
      <PickerForm
        key={session}
        centers={centers}
        storedId={storedId}
        introId={introId}
        onSubmit={(centerId) => {
          onSubmit(centerId);
          close();
        }}
      />
    </dialog>
  );
}

function PickerForm({
  centers,
  storedId,
  introId,
  onSubmit,
}: {
  centers: readonly DeliveryCenter[];
  storedId?: string;
  introId: string;
  onSubmit(centerId: string): void;
}) {
  const [choice, setChoice] = useState(() => initialChoice(centers, storedId));
  const fieldId = useId();
  const stateCenters = centersOfState(centers, choice.state);
  const centerId = submittedCenterId(choice, centers);
  const say = useSay();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (centerId) onSubmit(centerId);
  }

  return (
    <form className={styles.body} onSubmit={submit} noValidate>
      <p id={introId} className={styles.intro}>
        {say(words.pickerIntro)}
      </p>
      <FieldShell
        field={{ id: `${fieldId}-state`, label: say(words.state) }}
        className={styles.field}
      >
        {(control) => (
          <select
            {...control}
            className={selectStyles.select}
            value={choice.state}
            onChange={(event) => setChoice(chooseState(choice, event.target.value, centers))}
          >
            <option value="">{say(words.selectAState)}</option>
            {pickerGroups(centers).map((group) => (
              <option key={group.state} value={group.state}>
                {group.state}
              </option>
            ))}
          </select>
        )}
      </FieldShell>
      <CenterSelect
        id={`${fieldId}-center`}
        label={say(words.center)}
        className={styles.field}
        placeholder={say(choice.state ? words.selectACenter : words.selectAStateFirst)}
        disabled={!choice.state}
        groups={choice.state ? [{ state: choice.state, centers: stateCenters }] : []}
        value={choice.centerId}
        onChange={(event) => setChoice(chooseCenter(choice, event.target.value, centers))}
      />
      {centerId && (
        <button type="submit" className={styles.submit}>
          {say(words.submit)}
        </button>
      )}
    </form>
  );
}
