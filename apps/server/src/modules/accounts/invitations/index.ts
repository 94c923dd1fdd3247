export {
  endOtherInvitations,
  invitationEnded,
  isEndedInvitation,
  lockAddress,
  lockAddressOfLink,
} from './accepted-address.ts';
