// POST /api/agent/accounts: a member or a sub-agent created under the signed-in agent (encrypted: it
// may carry a password).
import {
  agentPaths,
  type AgentCreateAccountPayload,
  type AgentCreatedAccount,
} from '@playdeck/contract/agent';
import type { Permission } from '@playdeck/contract/site';
import { api } from '../../../lib/api-client';
import { encryptPayload } from '../../../lib/encryption';

export async function createAgentAccount(
  payload: AgentCreateAccountPayload,
  encryption: Permission['encryption'],
) {
  return api.post<AgentCreatedAccount>(agentPaths.accounts, await encryptPayload(payload, encryption));
}
