/**
 * The script that starts the app on a prerendered page (docs/decisions/017), inlined by the prerender
 * (frontend/scripts/prerender.mjs) in place of the page's module script and module preloads. It fetches them only
 * once the page has painted: the text is in the HTML, so the first paint needs only the HTML and the style sheet,
 * and ~130 kB of scripts fetched beside them would slow it on a slow network. The files come from the attributes of
 * its own tag (`data-entry`, `data-preload`), so its text — and the hash the Content-Security-Policy allows it by —
 * stays the same from build to build; a test keeps the hash equal to the text. It waits for the first contentful
 * paint (Paint Timing); a hidden tab does not paint, so the app starts at once there, or when the tab changes
 * visibility, and at once in a browser without Paint Timing.
 */
export const APP_START_SCRIPT =
  "(function(s){var d=document,started=0;function go(){if(started)return;started=1;var h=d.head;(s.getAttribute('data-preload')||'').split(' ').forEach(function(f){if(!f)return;var l=d.createElement('link');l.rel='modulepreload';l.href=f;h.appendChild(l)});var e=d.createElement('script');e.type='module';e.src=s.getAttribute('data-entry');h.appendChild(e)}var P=window.PerformanceObserver;if(d.visibilityState==='hidden'||!P||(P.supportedEntryTypes||[]).indexOf('paint')<0)return go();new P(function(list,observer){if(list.getEntriesByName('first-contentful-paint').length){observer.disconnect();go()}}).observe({type:'paint',buffered:true});d.addEventListener('visibilitychange',go)})(document.currentScript)";

/** `'sha256-…'` of APP_START_SCRIPT, the CSP source that lets it run. */
export const APP_START_SCRIPT_HASH = "'sha256-uEf8d4ucd0Vq2tllbS249O+zn9BZocQcP86qO0IKoWk='";
