#include "ai/policy.h"
#include "ai/sample.h"

#include "queries/queries.h"

namespace parley {

Action RandomPolicy::choose(const State& s) {
    Action a; // one object for every return, built in the caller's place
    if (!sampleLegalAction(s, rng_, a)) {
        s.legalActions(buffer_);
        a = buffer_[rng_.below(static_cast<std::uint32_t>(buffer_.size()))];
    }
    return a;
}

double GreedyPolicy::actionValue(const State& s, const Action& a) const {
    auto after = [&](Roll roll) {
        State next = s;
        Action forced = a;
        forced.roll = roll;
        next.apply(forced);
        return evaluateState(next);
    };
    // A SPEAK, or one through a view-as skill, is weighed by the card's chance (as it reads now).
    int card = -1;
    if (a.kind == ActionKind::Speak) {
        Zone z;
        std::uint32_t pos;
        if (s.locate(a.uid, z, pos)) card = s.zone(z)[pos].card;
    } else if (a.kind == ActionKind::UseSkill && a.ability < s.skills.size()) {
        card = s.content().skills[s.skills[a.ability].skill].asCard;
    }
    if (card < 0) return after(Roll::Random);
    const double p = cannotFail(s) ? 1.0 : successChance(s, static_cast<CardIndex>(card)) / 100.0;
    return p * after(Roll::Success) + (1.0 - p) * after(Roll::Failure);
}

Action GreedyPolicy::choose(const State& s) {
    s.legalActions(buffer_);
    std::size_t best = 0;
    double bestValue = -1e18;
    int ties = 0;
    for (std::size_t i = 0; i < buffer_.size(); ++i) {
        const double v = actionValue(s, buffer_[i]);
        if (v > bestValue + 1e-9) {
            bestValue = v;
            best = i;
            ties = 1;
        } else if (v > bestValue - 1e-9 && rng_.below(++ties) == 0) {
            best = i; // break ties at random so play does not look scripted
        }
    }
    return buffer_[best];
}

double LookaheadPolicy::rollout(State s) {
    // The future is played by a random policy that never gives up a goal it can play: plain
    // random play throws goals away so often that every line would look alike.
    for (int guard = 0; guard < 200 && !s.ended(); ++guard) {
        s.legalActions(inner_);
        const Action* pick = &inner_[rng_.below(static_cast<std::uint32_t>(inner_.size()))];
        for (const Action& a : inner_) {
            if (a.kind != ActionKind::Speak) continue;
            Zone z;
            std::uint32_t pos;
            if (s.locate(a.uid, z, pos) && s.def(s.zone(z)[pos].card).isGoal()) pick = &a;
        }
        s.applyLegal(*pick); // from legalActions
    }
    return evaluateState(s);
}

Action LookaheadPolicy::choose(const State& s) {
    s.legalActions(buffer_);
    if (buffer_.size() == 1) return buffer_[0];
    std::size_t best = 0;
    double bestValue = -1e18;
    for (std::size_t i = 0; i < buffer_.size(); ++i) {
        double total = 0;
        for (int k = 0; k < rollouts_; ++k) {
            State next = s;
            // Each rollout draws its own dice from the policy's generator, not the game's.
            next.rng.seed(rng_.next() | (std::uint64_t(rng_.next()) << 32));
            next.applyLegal(buffer_[i]); // from legalActions
            total += rollout(next);
        }
        const double v = total / rollouts_;
        if (v > bestValue) {
            bestValue = v;
            best = i;
        }
    }
    return buffer_[best];
}

const std::vector<std::string_view>& policyNames() {
    static const std::vector<std::string_view> names = {"random", "greedy", "lookahead"};
    return names;
}

std::unique_ptr<Policy> makePolicy(std::string_view name, std::uint64_t seed) {
    if (name == "random") return std::make_unique<RandomPolicy>(seed);
    if (name == "greedy") return std::make_unique<GreedyPolicy>(seed);
    if (name == "lookahead") return std::make_unique<LookaheadPolicy>(seed);
    return nullptr;
}

} // namespace parley
