//! The names of the things a ruling speaks of, as types: the kind of a ruling and the name of a
//! penalty option. The engine, the advice, the JSON and the HTML share them, so a kind renamed in
//! one place is renamed everywhere, and a `match` over them is checked by the compiler.
//!
//! Each name is written once, here: its spelling in the JSON (`kind: "lead_out_of_turn"`,
//! `name: "call-suit"`) and in a record's choice (`chooses: call-suit hearts`) is the one below.
//! The JSON Schema keeps both as strings: the set grows as the engine rules more, and a program
//! reading foster's JSON should accept a kind it does not know.

use serde::{Serialize, Serializer};

/// An enum of names, each with its one spelling; `ALL` lists them, `name` spells one and
/// `from_name` reads one back.
macro_rules! names {
    ($(#[$meta:meta])* pub enum $ty:ident { $($variant:ident = $name:literal,)* }) => {
        $(#[$meta])*
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
        pub enum $ty { $($variant,)* }

        impl $ty {
            /// Every name, in alphabetical order of its spelling.
            pub const ALL: &[$ty] = &[$($ty::$variant,)*];

            /// The name as written in the JSON and in a record.
            pub const fn name(self) -> &'static str {
                match self { $($ty::$variant => $name,)* }
            }

            /// The name written so, if it is one.
            pub fn from_name(name: &str) -> Option<$ty> {
                match name { $($name => Some($ty::$variant),)* _ => None }
            }
        }

        impl std::fmt::Display for $ty {
            fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
                f.write_str(self.name())
            }
        }

        impl Serialize for $ty {
            fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
                s.serialize_str(self.name())
            }
        }

        impl schemars::JsonSchema for $ty {
            fn schema_name() -> std::borrow::Cow<'static, str> {
                String::schema_name()
            }
            fn inline_schema() -> bool {
                true
            }
            fn json_schema(generator: &mut schemars::SchemaGenerator) -> schemars::Schema {
                String::json_schema(generator)
            }
        }
    };
}

names! {
    /// What kind of irregularity (or noteworthy fact of the replay) a ruling is about. Both codes
    /// share the list: a kind that occurs under both (`revoke`, `exposed_card`) is one variant.
    pub enum RulingKind {
        AcceptanceNamesWrongBid = "acceptance_names_wrong_bid",
        AcceptanceOfNothing = "acceptance_of_nothing",
        AcceptanceOutOfTurn = "acceptance_out_of_turn",
        AcceptorDrewAttentionBeforeHisHandWasDown = "acceptor_drew_attention_before_his_hand_was_down",
        AcceptorLedBeforeHisHandWasDown = "acceptor_led_before_his_hand_was_down",
        AcceptorOvercallsOwnAcceptance = "acceptor_overcalls_own_acceptance",
        AcceptorTouchedCardBeforeHisHandWasDown = "acceptor_touched_card_before_his_hand_was_down",
        AcceptsOwnBid = "accepts_own_bid",
        AdversaryDrewAttention = "adversary_drew_attention",
        AdversaryDrewAttentionBeforePartnerPlayed = "adversary_drew_attention_before_partner_played",
        AdversaryLedBeforeTrickComplete = "adversary_led_before_trick_complete",
        AdversaryLedInPartnersTurn = "adversary_led_in_partners_turn",
        AdversaryLedWhenNeitherShould = "adversary_led_when_neither_should",
        AdversaryNamedCard = "adversary_named_card",
        AdversaryPassesDeclaration = "adversary_passes_declaration",
        AdversaryPlayedBeforePartner = "adversary_played_before_partner",
        AdversaryTakesBack = "adversary_takes_back",
        AdversaryTouchedCard = "adversary_touched_card",
        AskedBiddingAfterLead = "asked_bidding_after_lead",
        AttentionCalledToTheTrick = "attention_called_to_the_trick",
        AttentionDrawn = "attention_drawn",
        BidBeforeAcceptance = "bid_before_acceptance",
        BidByBarredPlayer = "bid_by_barred_player",
        BidOutOfTurn = "bid_out_of_turn",
        BidSizeChanged = "bid_size_changed",
        BothSidesRevoke = "both_sides_revoke",
        CallAfterBiddingClosed = "call_after_bidding_closed",
        CallDuringPlay = "call_during_play",
        CallInPlay = "call_in_play",
        CallOfAnotherCode = "call_of_another_code",
        CallRecalled = "call_recalled",
        CalledCardNotPlayed = "called_card_not_played",
        CalledSuitNotLed = "called_suit_not_led",
        CardCalled = "card_called",
        CardDetached = "card_detached",
        CardDrawnByTheDealer = "card_drawn_by_the_dealer",
        CardDroppedBelowTable = "card_dropped_below_table",
        CardExposedDuringBidding = "card_exposed_during_bidding",
        CardExposedInDealing = "card_exposed_in_dealing",
        CardLookedAtInDealing = "card_looked_at_in_dealing",
        CardNamed = "card_named",
        CardOfTheOtherPack = "card_of_the_other_pack",
        CardOmittedFromATrick = "card_omitted_from_a_trick",
        CardSuggested = "card_suggested",
        CardTakenBack = "card_taken_back",
        CardsMixed = "cards_mixed",
        ChoiceByWrongPlayer = "choice_by_wrong_player",
        ChoiceNotOffered = "choice_not_offered",
        ChoiceOfNoOption = "choice_of_no_option",
        Claim = "claim",
        Concession = "concession",
        CorrectionTooLate = "correction_too_late",
        CorrectionWithoutRevoke = "correction_without_revoke",
        DealIrregularity = "deal_irregularity",
        DealOutOfTurnOrWrongPack = "deal_out_of_turn_or_wrong_pack",
        DealerDeclaresAfterPassing = "dealer_declares_after_passing",
        DealerLedBeforeTrickComplete = "dealer_led_before_trick_complete",
        DealerTouchedCard = "dealer_touched_card",
        DealersPartnerLedBeforeDummyWasDown = "dealers_partner_led_before_dummy_was_down",
        DealtOutOfTurn = "dealt_out_of_turn",
        DealtWithWrongPack = "dealt_with_wrong_pack",
        DeclarationAltered = "declaration_altered",
        DeclarationByAdversary = "declaration_by_adversary",
        DeclarationOutOfTurn = "declaration_out_of_turn",
        DeclarerLedBeforeTrickComplete = "declarer_led_before_trick_complete",
        DeclarerLedOutOfTurn = "declarer_led_out_of_turn",
        DeclarerPlayedBothHands = "declarer_played_both_hands",
        DeclarerTouchedDummysCard = "declarer_touched_dummys_card",
        DetachedCardCalled = "detached_card_called",
        DetachedCardTakenBack = "detached_card_taken_back",
        DisobeyedCall = "disobeyed_call",
        DisobeyedDirection = "disobeyed_direction",
        DoubleBeforeAcceptance = "double_before_acceptance",
        DoubleForfeited = "double_forfeited",
        DoubleOfADouble = "double_of_a_double",
        DoubleOfOwnSide = "double_of_own_side",
        DoubleOutOfTurn = "double_out_of_turn",
        DoubleWithoutRight = "double_without_right",
        DoublingAfterClose = "doubling_after_close",
        DoublingAnswerOutOfTurn = "doubling_answer_out_of_turn",
        DoublingBeforeDeclaration = "doubling_before_declaration",
        DummyDrawsAttention = "dummy_draws_attention",
        DummyDrewAttention = "dummy_drew_attention",
        DummyElectsPenalty = "dummy_elects_penalty",
        DummyPreventedLeadFromWrongHand = "dummy_prevented_lead_from_wrong_hand",
        DummyRevoke = "dummy_revoke",
        DummySuggestedCard = "dummy_suggested_card",
        DummySuggests = "dummy_suggests",
        ExposedBeforeLead = "exposed_before_lead",
        ExposedCard = "exposed_card",
        FailedToPlayToTrick = "failed_to_play_to_trick",
        ForbiddenRedouble = "forbidden_redouble",
        ForbiddenSuitLed = "forbidden_suit_led",
        FourthHandBeforePartner = "fourth_hand_before_partner",
        HandAbandoned = "hand_abandoned",
        HandsAbandoned = "hands_abandoned",
        HandsExaminedAfterAbandonment = "hands_examined_after_abandonment",
        ImperfectPack = "imperfect_pack",
        ImproperDoubleEffect = "improper_double_effect",
        ImproperRedoubleEffect = "improper_redouble_effect",
        InsufficientBid = "insufficient_bid",
        InsufficientBidMadeSufficient = "insufficient_bid_made_sufficient",
        LastTrickSeen = "last_trick_seen",
        LeadOutOfTurn = "lead_out_of_turn",
        LeadOutOfTurnPrevented = "lead_out_of_turn_prevented",
        LookedAtCardDuringDeal = "looked_at_card_during_deal",
        LookedAtQuittedTrick = "looked_at_quitted_trick",
        Misdeal = "misdeal",
        MissingCardFound = "missing_card_found",
        NewDeal = "new_deal",
        NotAPortlandCall = "not_a_portland_call",
        NotAPortlandMatter = "not_a_portland_matter",
        NulloDeclared = "nullo_declared",
        NulloNotAllowed = "nullo_not_allowed",
        PackNotCut = "pack_not_cut",
        PartnerPassesDeclaration = "partner_passes_declaration",
        PassOutOfTurn = "pass_out_of_turn",
        PlayAfterLastTrick = "play_after_last_trick",
        PlayEventBeforeTheBiddingClosed = "play_event_before_the_bidding_closed",
        PlayInAuction = "play_in_auction",
        PlayOutOfTurn = "play_out_of_turn",
        PlayedOutOfTurn = "played_out_of_turn",
        PlayerLeftTheGame = "player_left_the_game",
        QuestionByOtherThanPartner = "question_by_other_than_partner",
        QuestionToAnAdversary = "question_to_an_adversary",
        QuittedTrickSeen = "quitted_trick_seen",
        RedoubleAfterRedouble = "redouble_after_redouble",
        RedoubleOfNothing = "redouble_of_nothing",
        RedoubleWithoutDouble = "redouble_without_double",
        ResultDisagreesWithPlay = "result_disagrees_with_play",
        Revoke = "revoke",
        RevokeClaim = "revoke_claim",
        RevokeClaimUnproved = "revoke_claim_unproved",
        RevokeClaimedTooLate = "revoke_claimed_too_late",
        RevokeCorrected = "revoke_corrected",
        RevokeCorrectedTooLate = "revoke_corrected_too_late",
        RevokeEstablishedByMixing = "revoke_established_by_mixing",
        RevokeNotProved = "revoke_not_proved",
        RevokePenaltyNotApplicable = "revoke_penalty_not_applicable",
        RevokeSearch = "revoke_search",
        ShortageAnnounced = "shortage_announced",
        SlipOfTheTongue = "slip_of_the_tongue",
        SuperfluousCard = "superfluous_card",
        TricksClaimed = "tricks_claimed",
        TricksConceded = "tricks_conceded",
        TwoCardsToATrick = "two_cards_to_a_trick",
        VoidBid = "void_bid",
        VoidDeal = "void_deal",
        WinningCardPlayedAhead = "winning_card_played_ahead",
        WrongCardNamed = "wrong_card_named",
        WrongNumberOfCards = "wrong_number_of_cards",
        WrongOpeningLead = "wrong_opening_lead",
        WrongPlayerCutOut = "wrong_player_cut_out",
    }
}

impl RulingKind {
    /// The kind in words, for a sentence: "lead out of turn".
    pub fn words(self) -> String {
        self.name().replace('_', " ")
    }
}

names! {
    /// The name of a penalty or remedy a law offers, as a record elects it (`chooses: call-suit
    /// hearts`).
    pub enum OptionName {
        AcceptLead = "accept-lead",
        AddValue = "add-value",
        CallCard = "call-card",
        CallExposed = "call-exposed",
        CallSuit = "call-suit",
        CancelRubber = "cancel-rubber",
        Correct = "correct",
        DealStands = "deal-stands",
        DeclarationStands = "declaration-stands",
        DeductValue = "deduct-value",
        DiscardHighest = "discard-highest",
        FirstPlayed = "first-played",
        ForbidSuit = "forbid-suit",
        Highest = "highest",
        LeadStands = "lead-stands",
        Lose = "lose",
        Lowest = "lowest",
        MakeSufficient = "make-sufficient",
        MustNotPlay = "must-not-play",
        MustPlay = "must-play",
        NewDeal = "new-deal",
        NotPlayCard = "not-play-card",
        NotWin = "not-win",
        PlayCard = "play-card",
        Proceed = "proceed",
        ScoreAsItStands = "score-as-it-stands",
        SecondPlayed = "second-played",
        Stopped = "stopped",
        ThreeTricks = "three-tricks",
        Win = "win",
        Withdraw = "withdraw",
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_name_reads_back_and_is_spelt_once() {
        for k in RulingKind::ALL {
            assert_eq!(RulingKind::from_name(k.name()), Some(*k));
        }
        for o in OptionName::ALL {
            assert_eq!(OptionName::from_name(o.name()), Some(*o));
        }
        let mut kinds: Vec<&str> = RulingKind::ALL.iter().map(|k| k.name()).collect();
        kinds.dedup();
        assert_eq!(kinds.len(), RulingKind::ALL.len());
        assert!(
            kinds.windows(2).all(|w| w[0] < w[1]),
            "kept in alphabetical order"
        );
        let mut options: Vec<&str> = OptionName::ALL.iter().map(|o| o.name()).collect();
        options.dedup();
        assert_eq!(options.len(), OptionName::ALL.len());
        assert!(
            options.windows(2).all(|w| w[0] < w[1]),
            "kept in alphabetical order"
        );
    }

    #[test]
    fn a_kind_is_written_as_the_json_has_always_written_it() {
        assert_eq!(
            serde_json::to_string(&RulingKind::LeadOutOfTurn).unwrap(),
            "\"lead_out_of_turn\""
        );
        assert_eq!(
            serde_json::to_string(&OptionName::CallSuit).unwrap(),
            "\"call-suit\""
        );
        assert_eq!(RulingKind::DummySuggests.words(), "dummy suggests");
        assert_eq!(RulingKind::from_name("lead-out-of-turn"), None);
    }
}
