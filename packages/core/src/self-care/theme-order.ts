/**
 * The catalog's order for a member: themes that serve their goals first — in the order they chose the goals —
 * then the rest as published. Stable, so equal themes keep the editors' order.
 */
export function orderThemesForGoals<T extends { goals: readonly string[] }>(
  themes: readonly T[],
  memberGoals: readonly string[],
): T[] {
  const rank = (theme: T) => {
    const ranks = theme.goals.map((goal) => memberGoals.indexOf(goal)).filter((index) => index >= 0);
    return ranks.length > 0 ? Math.min(...ranks) : memberGoals.length;
  };
  return themes
    .map((theme, index) => ({ theme, index, rank: rank(theme) }))
    .sort((a, b) => a.rank - b.rank || a.index - b.index)
    .map(({ theme }) => theme);
}
