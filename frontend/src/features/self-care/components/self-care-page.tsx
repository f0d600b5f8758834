import { orderThemesForGoals } from '@kinwell/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useSnapshot } from 'valtio';
import { Loader } from '../../../components/loader';
import { MasonryGrid } from '../../../components/masonry-grid';
import { authStore } from '../../auth/auth-store';
import { NeedHelpNow } from '../../crisis/components/need-help-now';
import { progressQueryOptions } from '../../progress/progress-api';
import { catalogQueryOptions } from '../self-care-api';
import { useMemberGoals } from '../use-member-goals';
import { themeProgressOf } from '../use-open-theme';
import { ThemeCard } from './theme-card';
import '../self-care.css';
import { LoadFailed } from '../../../components/load-failed';
import { useHydrated } from '../../../lib/use-hydrated';

/**
 * The self-care catalog (public): every theme in the masonry layout, the member's goals first. Members start or
 * continue a theme; visitors read what each offers and are invited to sign up.
 */
export function SelfCarePage() {
  const { i18n, t } = useLingui();
  const { isLoggedIn } = useSnapshot(authStore);
  const catalog = useQuery(catalogQueryOptions(i18n.locale));
  // The build prerenders the page with the catalog on its way: hydration shows that too, even if it has arrived.
  const hydrated = useHydrated();
  const goals = useMemberGoals();
  const summary = useQuery({ ...progressQueryOptions('week'), enabled: isLoggedIn });
  const progress = new Map(summary.data?.themes.map((theme) => [theme.themeId, themeProgressOf(theme)]));
  const themes = orderThemesForGoals(catalog.data?.themes ?? [], goals);

  return (
    <section className="page self-care-page" aria-labelledby="self-care-title">
      <h1 id="self-care-title">
        <Trans>Self-Care</Trans>
      </h1>
      <p className="page-lead">
        <Trans>Short, practical sessions to feel better, grounded in proven approaches. Go at your own pace.</Trans>
      </p>
      <div className="self-care-care-note">
        <p>
          <Trans>These exercises support your wellbeing; they are not a substitute for professional care.</Trans>
        </p>
        {/* Signed-in pages carry it in the header; a visitor's only way to it is here. */}
        {!isLoggedIn && <NeedHelpNow />}
      </div>
      {!isLoggedIn && (
        <p className="self-care-cta">
          <Trans>
            Kinwell is offered by employers to their people and families. <Link to="/signup">Sign up</Link> with your
            company email to start a theme and keep your progress.
          </Trans>
        </p>
      )}
      {catalog.isPending || !hydrated ? (
        <div className="self-care-catalog-pending">
          <Loader label={t`Loading the themes…`} />
        </div>
      ) : catalog.isError ? (
        <LoadFailed className="self-care-empty" onRetry={() => void catalog.refetch()}>
          <Trans>The themes could not be loaded. Check your connection and try again.</Trans>
        </LoadFailed>
      ) : themes.length === 0 ? (
        <p className="self-care-empty">
          <Trans>New themes are on their way. Please come back soon.</Trans>
        </p>
      ) : (
        <MasonryGrid label={t`Themes`}>
          {themes.map((theme) => (
            <ThemeCard
              key={theme.id}
              theme={theme}
              signedIn={isLoggedIn}
              forYou={theme.goals.some((goal) => goals.includes(goal as (typeof goals)[number]))}
              progress={progress.get(theme.id)}
            />
          ))}
        </MasonryGrid>
      )}
    </section>
  );
}
