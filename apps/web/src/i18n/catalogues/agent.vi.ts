// The agent centre's texts in Vietnamese: loaded with the agent centre.
import agent from '../locales/agent.vi.json';
import { agentTranslation } from '../translation';

export const translation = agentTranslation(agent);
