# Writes OUT, a header that names the checksum of the profile PROFILE, and only when that changes
# (file(CONFIGURE) leaves an unchanged file alone). The engine objects compiled with the profile
# include it (-include), so they are rebuilt when the profile changes, and only then.
file(MD5 "${PROFILE}" sum)
file(CONFIGURE OUTPUT "${OUT}" CONTENT "// The profile-guided engine was compiled with the profile ${sum}.\n")
