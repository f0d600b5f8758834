import * as z from 'zod';
import type { RouteContract } from './http';
import { SelfCareCatalogResponse, SelfCareThemeResponse } from './self-care';

/** Spec section 3's screen types of the onboarding text blocks. */
export const ScreenType = z.enum(
  ['signIn', 'signUp', 'resetPassword', 'emailVerification', 'setPassword', 'step1', 'step2', 'step3', 'abandonModal'],
  { message: 'Unknown screen type' },
);

/** `en`, `fr`, `pt-BR`…: read lowercase. */
export const ContentLanguage = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^[a-z]{2,3}([-_][a-z0-9]{2,8})?$/, { message: 'language must be a language code such as en or fr' });

const Text = z.string().trim().min(1).max(2000);

/** A text block document (`content/text-blocks/{language}/{screenType}.json`), as the content CLI accepts it. */
export const TextBlockDocument = z.strictObject({
  title: Text,
  subtitle: Text,
  body: z.array(Text).max(20).optional(),
  actions: z.strictObject({ primary: Text.max(60).optional(), secondary: Text.max(60).optional() }).optional(),
});

/** An app details document (`content/app-details/{language}.json`), as the content CLI accepts it. */
export const AppDetailsDocument = z.strictObject({
  title: z.string().trim().min(1).max(200),
  language: ContentLanguage.optional(),
  customTranslations: z.record(z.string().min(1).max(500), z.string().max(2000)).default({}),
  logoutInactivityMessage: Text.optional(),
});

export const ContentSource = z.enum(['stored', 'fallback']);

export const TextBlockQuery = z.strictObject({ language: ContentLanguage.default('en') });
export const TextBlockResponse = z.object({
  screenType: ScreenType,
  /** The language of the text served: English when the asked language has none. */
  language: z.string(),
  /** `stored`: from the content store; `fallback`: the built-in English text. */
  source: ContentSource,
  block: TextBlockDocument,
});

export const AppDetailsQuery = z.strictObject({
  language: ContentLanguage.default('en'),
  title: z.string().trim().min(1).max(200).optional(),
});
export const AppDetailsResponse = z.object({
  title: z.string(),
  language: z.string(),
  customTranslations: z.record(z.string(), z.string()),
  logoutInactivityMessage: z.string(),
  source: ContentSource,
});

/** The self-care library in a language (`fr-CA` reads French; a language the app does not speak, English). */
export const SelfCareQuery = z.strictObject({ language: ContentLanguage.default('en') });

/** Content documents (spec section 3) and the self-care library: public, cached for 5 minutes with an ETag. */
export const contentRoutes = {
  getTextBlock: {
    group: 'content',
    method: 'GET',
    path: '/api/content/text-blocks/{screenType}',
    auth: 'none',
    query: TextBlockQuery,
    response: TextBlockResponse,
  },
  getAppDetails: {
    group: 'content',
    method: 'GET',
    path: '/api/content/app-details',
    auth: 'none',
    query: AppDetailsQuery,
    response: AppDetailsResponse,
  },
  getSelfCareCatalog: {
    group: 'content',
    method: 'GET',
    path: '/api/content/self-care/catalog',
    auth: 'none',
    query: SelfCareQuery,
    response: SelfCareCatalogResponse,
  },
  /** 404 `selfCare.themeNotFound` for a theme the catalog does not list. */
  getSelfCareTheme: {
    group: 'content',
    method: 'GET',
    path: '/api/content/self-care/themes/{themeId}',
    auth: 'none',
    query: SelfCareQuery,
    response: SelfCareThemeResponse,
  },
} as const satisfies Record<string, RouteContract>;
