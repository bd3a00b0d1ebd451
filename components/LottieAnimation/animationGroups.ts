import { create } from 'zustand';

/**
 * The guests' play or pause choices for groups of animations: the animations of one group (a page
 * with several decorative loops) share one choice and one toggle, so the page carries one
 * "Pause animations" control instead of one beside each drawing. Kept for the page visit only.
 */
export interface GroupChoice {
  play: boolean;
  /** The motion preference the choice was made under; a change of it hands control back. */
  reducedMotion: boolean;
}

interface AnimationGroups {
  choices: Record<string, GroupChoice>;
  choose(group: string, choice: GroupChoice): void;
}

export const useAnimationGroups = create<AnimationGroups>()((set) => ({
  choices: {},
  choose: (group, choice) => set((state) => ({ choices: { ...state.choices, [group]: choice } })),
}));
