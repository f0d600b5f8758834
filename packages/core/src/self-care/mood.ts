/**
 * The five moods of a check-in, lowest first, as the check-in modal names them. A mood is stored and charted as its
 * score: 1 (struggling) to 5 (great).
 */
export const MOODS = ['struggling', 'low', 'okay', 'good', 'great'] as const;
export type MoodName = (typeof MOODS)[number];
export type MoodScore = 1 | 2 | 3 | 4 | 5;

export const moodScore = (mood: MoodName): MoodScore => (MOODS.indexOf(mood) + 1) as MoodScore;

export function moodOfScore(score: number): MoodName | undefined {
  return Number.isInteger(score) ? MOODS[score - 1] : undefined;
}
