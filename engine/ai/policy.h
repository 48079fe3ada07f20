#pragma once
// Policies that pick actions from legalActions(): the AI opponent for playtests and simulation.
#include "state/state.h"

#include <memory>
#include <string_view>
#include <vector>

namespace parley {

class Policy {
public:
    virtual ~Policy() = default;
    // Picks one of the state's legal actions. The state must not be over.
    virtual Action choose(const State& s) = 0;
    virtual std::string_view name() const = 0;
};

// Uniform over the legal actions, with its own seeded generator (not the game's).
class RandomPolicy final : public Policy {
public:
    explicit RandomPolicy(std::uint64_t seed) : rng_(seed) {}
    Action choose(const State& s) override;
    std::string_view name() const override { return "random"; }

private:
    Rng rng_;
    std::vector<Action> buffer_;
};

// One ply: for every legal action, the expected value of the state it leads to, with a SPEAK
// weighed over its success and failure by the success chance.
class GreedyPolicy final : public Policy {
public:
    explicit GreedyPolicy(std::uint64_t seed) : rng_(seed) {}
    Action choose(const State& s) override;
    std::string_view name() const override { return "greedy"; }
    double actionValue(const State& s, const Action& a) const;

private:
    Rng rng_;
    std::vector<Action> buffer_;
};

// Monte Carlo lookahead: every legal action is tried on a clone and played out many times with the
// greedy policy's one-ply judgement replaced by random play (cheap, and unbiased about the future);
// the action with the best average final value wins. Forced rolls are not used: the rollouts
// sample the dice.
class LookaheadPolicy final : public Policy {
public:
    explicit LookaheadPolicy(std::uint64_t seed, int rollouts = 24) : rng_(seed), rollouts_(rollouts) {}
    Action choose(const State& s) override;
    std::string_view name() const override { return "lookahead"; }

private:
    double rollout(State s);
    Rng rng_;
    int rollouts_;
    std::vector<Action> buffer_, inner_;
};

const std::vector<std::string_view>& policyNames();
std::unique_ptr<Policy> makePolicy(std::string_view name, std::uint64_t seed);

// How good a state is for the player; the greedy policy maximizes it.
double evaluateState(const State& s);

} // namespace parley
