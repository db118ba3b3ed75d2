export {
  createOfflineIntelligence,
  OFFLINE_ENGINE,
  type OfflineIntelligenceOptions,
} from './offline-intelligence';
