// Async boundary: shared singletons are negotiated before any app code runs (the team's own dev
// server only; the shell loads `exposes/routes.tsx`, never this entry).
void import('./bootstrap');
