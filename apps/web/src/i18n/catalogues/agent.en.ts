// The agent centre's texts in English: loaded with the agent centre.
import agent from '../locales/agent.en.json';
import { agentTranslation } from '../translation';

export const translation = agentTranslation(agent);
