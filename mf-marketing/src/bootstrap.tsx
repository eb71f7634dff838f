// Standalone mount for the team's own dev server: the remote alone, with the shared store.
import { mountRemoteHarness } from '@xingheng/shared/ui';
import * as remote from './exposes/routes';

mountRemoteHarness('mf-marketing', remote);
