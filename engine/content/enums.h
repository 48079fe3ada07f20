#pragma once
// The closed vocabularies of the content format. Loading rejects any name not listed here, so a
// typo in a card fails when content loads rather than silently doing nothing in play.
#include <array>
#include <cstdint>
#include <optional>
#include <string_view>

namespace parley {

enum class CardProperty : std::uint8_t {
    Persistent,
    Fleeting,
    Opportunity,
    Skeleton,
    Burden,
    Observable,
};
inline constexpr std::array<std::string_view, 6> kCardPropertyNames = {
    "Persistent", "Fleeting", "Opportunity", "Skeleton", "Burden", "Observable"};

using PropertySet = std::uint16_t;
constexpr PropertySet propertyBit(CardProperty p) { return PropertySet(1u << unsigned(p)); }

enum class EffectType : std::uint8_t {
    None,
    AddComfort,
    DrawCards,
    AddWeight,
    SetAtmosphere,
    EndConversation,
    ScaleByTokens,
    ScaleByComfort,
    ScaleByPatience,
    ScaleByWeight,
    ComfortReset,
    WeightRefresh,
    FreeNextAction,
};
inline constexpr std::array<std::string_view, 13> kEffectTypeNames = {
    "None",          "AddComfort",     "DrawCards",       "AddWeight",     "SetAtmosphere",
    "EndConversation", "ScaleByTokens", "ScaleByComfort", "ScaleByPatience", "ScaleByWeight",
    "ComfortReset",  "WeightRefresh",  "FreeNextAction"};

// Which of a card's three effects.
enum class EffectSlot : std::uint8_t { Success, Failure, Exhaust };
inline constexpr std::array<std::string_view, 3> kEffectSlotNames = {"success", "failure",
                                                                     "exhaust"};

// The derived numbers that modifiers can change.
enum class ModTarget : std::uint8_t {
    SuccessChance,
    WeightCapacity,
    ListenDraw,
    PatienceCost,
    ComfortChange,
};
inline constexpr std::array<std::string_view, 5> kModTargetNames = {
    "successChance", "weightCapacity", "listenDraw", "patienceCost", "comfortChange"};

enum class ModOp : std::uint8_t { Add, Multiply, Set, Min, Max, AddMagnitude };
inline constexpr std::array<std::string_view, 6> kModOpNames = {"add", "multiply", "set",
                                                                "min", "max", "addMagnitude"};

enum class EmptyDeckRule : std::uint8_t { DrawNothing, ReshuffleDiscard };
inline constexpr std::array<std::string_view, 2> kEmptyDeckNames = {"drawNothing",
                                                                    "reshuffleDiscard"};

template <typename E, std::size_t N>
std::optional<E> enumFromName(const std::array<std::string_view, N>& names, std::string_view s) {
    for (std::size_t i = 0; i < N; ++i)
        if (names[i] == s) return static_cast<E>(i);
    return std::nullopt;
}

template <typename E, std::size_t N>
std::string_view enumName(const std::array<std::string_view, N>& names, E e) {
    return names[static_cast<std::size_t>(e)];
}

inline std::string_view name(CardProperty p) { return enumName(kCardPropertyNames, p); }
inline std::string_view name(EffectType t) { return enumName(kEffectTypeNames, t); }
inline std::string_view name(EffectSlot s) { return enumName(kEffectSlotNames, s); }
inline std::string_view name(ModTarget t) { return enumName(kModTargetNames, t); }
inline std::string_view name(ModOp o) { return enumName(kModOpNames, o); }

} // namespace parley
